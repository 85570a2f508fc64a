import { ingredientParts, markedAllergens } from './allergens.js';

describe('ingredientParts', () => {
  it('sets the marked allergens apart from the plain text', () => {
    expect(ingredientParts("Sucre, {nuts:amandes} 30 %, {eggs:blanc d'œuf}.")).toEqual([
      { text: 'Sucre, ' },
      { text: 'amandes', allergen: 'nuts' },
      { text: ' 30 %, ' },
      { text: "blanc d'œuf", allergen: 'eggs' },
      { text: '.' },
    ]);
  });

  it('leaves a text without marks whole, and an unknown id as plain text', () => {
    expect(ingredientParts('Miel de lavande.')).toEqual([{ text: 'Miel de lavande.' }]);
    expect(ingredientParts('{honey:miel}, {milk:lait}')).toEqual([{ text: '{honey:miel}, ' }, { text: 'lait', allergen: 'milk' }]);
    expect(ingredientParts('')).toEqual([]);
  });

  it('never reads HTML as markup', () => {
    expect(ingredientParts('<b>{nuts:<i>x</i>}</b>')).toEqual([{ text: '<b>' }, { text: '<i>x</i>', allergen: 'nuts' }, { text: '</b>' }]);
  });
});

describe('markedAllergens', () => {
  it('lists each marked allergen once, in annex II order', () => {
    expect(markedAllergens('{nuts:amandes}, {milk:lait}, {nuts:noisettes}, {gluten:blé}')).toEqual(['gluten', 'milk', 'nuts']);
    expect(markedAllergens('Miel')).toEqual([]);
  });
});
