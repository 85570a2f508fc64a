import { ALLERGENS } from '@nougaterie/contracts';
import en from './en.json';
import foodEn from './food.en.json';
import foodFr from './food.fr.json';
import fr from './fr.json';

/** Every key of a texts file, nested keys joined with dots. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

it('says everything in English that it says in French', () => {
  expect(keys(en).sort()).toEqual(keys(fr).sort());
  expect(keys(foodEn).sort()).toEqual(keys(foodFr).sort());
});

it('names each of the 14 allergens of regulation (EU) 1169/2011 annex II in both languages', () => {
  expect(Object.keys(foodFr.allergen)).toEqual([...ALLERGENS]);
  expect(Object.keys(foodEn.allergen)).toEqual([...ALLERGENS]);
  expect(foodFr.allergen).toMatchObject({ nuts: 'fruits à coque', gluten: 'céréales contenant du gluten' });
  expect(foodEn.allergen).toMatchObject({ nuts: 'nuts', sulphites: 'sulphur dioxide and sulphites' });
});
