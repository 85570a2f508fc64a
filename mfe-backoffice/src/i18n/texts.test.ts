import en from './en.json';
import fr from './fr.json';

/** Every key of a texts file, nested keys joined with dots. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

it('says everything in English that it says in French', () => {
  expect(keys(en).sort()).toEqual(keys(fr).sort());
});
