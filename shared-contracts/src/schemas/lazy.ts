/**
 * A schema built the first time something reads it, not when its module loads.
 *
 * Every page loads the contracts, and building their hundred-odd zod schemas at once was a good
 * part of the script the shell ran before its first paint (≈150 ms on a throttled phone profile);
 * a page builds only the schemas of the answers it reads. The value behaves as the schema itself
 * (every read, `in`, keys and prototype go to it) and keeps its exact type. Marked free of side
 * effects so that a bundle which tree-shakes the contracts (the booking widget, the monolith)
 * still leaves out the schemas it never uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => {
    if (schema === undefined) {
      schema = build();
      pending.delete(build);
    }
    return schema;
  };
  pending.add(build);
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // The stand-in target has none of the schema's properties: it may not report them as fixed.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}

const pending = new Set<() => unknown>();

/** How many lazy schemas nothing has read yet (for tests). */
export function unbuiltSchemaCount(): number {
  return pending.size;
}
