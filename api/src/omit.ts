/**
 * A shallow copy of an object without the named keys: what `const { id: _, ...rest } = value`
 * says, without a binding left unused.
 */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
