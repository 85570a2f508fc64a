import type { Allergen } from '@nougaterie/contracts';
import { markedAllergens } from '@nougaterie/contracts/rules';
import type { NewProductFoodInfoRow } from '../db/schema.js';
import { seedProducts } from './products.js';

/**
 * The food information of the seeded products (regulation (EU) 1169/2011 art. 9 and 14): plausible
 * artisan recipes, consistent with each product's name and family, written in both languages.
 *
 * - Ingredients in descending order of weight (art. 18), the percentage of those the name
 *   mentions (art. 22, annex VIII), allergens marked `{<annex II id>:<words>}` for the bold type of
 *   art. 21 (contracts' rules/allergens.ts). The allergen list is read from the marks.
 * - Wafer paper ("pain azyme" of nougats and calissons) is taken as the confectioners' kind, made
 *   of potato starch: no gluten. A wheat-based wafer would bring {gluten:...} into every nougat.
 * - Oats count as a cereal containing gluten (annex II point 1).
 * - "May contain traces of" (art. 36, voluntary) is what the workshop where it is made handles,
 *   less what the product holds.
 * - Nutrition per 100 g (art. 30, 32, annex XV), energy computed with annex XIV's factors (fat
 *   37 kJ / 9 kcal, carbohydrate and protein 17 kJ / 4 kcal). Teas and infusions with nothing added
 *   but flavourings are exempt (annex V point 8): null. A gift box declares the mix of its contents
 *   by weight.
 */

interface Texts {
  fr: string;
  en: string;
}

/** Grams per 100 g: fat, saturates, carbohydrate, sugars, protein, salt. */
type Macros = readonly [fat: number, saturates: number, carbohydrate: number, sugars: number, protein: number, salt: number];

type Workshop = 'confectionery' | 'chocolate' | 'bakery' | 'honey' | 'tea';

/** What each workshop handles beyond the product itself. */
const WORKSHOP_ALLERGENS: Record<Workshop, Allergen[]> = {
  // Egg white and nuts go into every nougat; the caramel's butter is cooked apart.
  confectionery: ['eggs', 'nuts'],
  // Dark and milk chocolate share the tempering machine.
  chocolate: ['milk', 'nuts'],
  bakery: ['gluten', 'eggs', 'milk', 'nuts'],
  honey: [],
  // Packed on the line that packs the almond teas.
  tea: ['nuts'],
};

type Keeping = { kind: 'dry' | 'chocolate' | 'honey' | 'jar' | 'cake'; months?: number; weeks?: number };

const STORAGE: Record<Keeping['kind'], Texts> = {
  dry: {
    fr: 'À conserver dans un endroit frais et sec (15 à 20 °C), à l’abri de la lumière et de l’humidité.',
    en: 'Store in a cool, dry place (15 to 20 °C), away from light and moisture.',
  },
  chocolate: {
    fr: 'À conserver entre 15 et 18 °C, à l’abri de la chaleur, de la lumière et de l’humidité. Ne pas mettre au réfrigérateur.',
    en: 'Store between 15 and 18 °C, away from heat, light and moisture. Do not refrigerate.',
  },
  honey: {
    fr: 'À conserver à température ambiante, bien fermé, à l’abri de l’humidité. Le miel cristallise naturellement.',
    en: 'Store at room temperature, tightly closed, away from moisture. Honey sets naturally.',
  },
  jar: {
    fr: 'Avant ouverture, à conserver dans un endroit frais et sec. Après ouverture, à conserver au réfrigérateur et à consommer dans les 3 semaines.',
    en: 'Before opening, store in a cool, dry place. Once opened, keep refrigerated and eat within 3 weeks.',
  },
  cake: {
    fr: 'À conserver dans un endroit frais et sec, dans son emballage bien refermé.',
    en: 'Store in a cool, dry place, in its wrapping tightly closed.',
  },
};

/** The date minimum of durability is on the pack (art. 9 1° f, annex X); this is its span. */
function bestBefore({ months, weeks }: Keeping): Texts {
  const fr = months ? `${months} mois` : `${weeks} semaines`;
  const en = months ? `${months} months` : `${weeks} weeks`;
  return {
    fr: `À consommer de préférence avant la date indiquée sur l’emballage ; ${fr} après fabrication.`,
    en: `Best before the date shown on the pack; ${en} after making.`,
  };
}

// Ingredients the recipes share.
const WAFER: Texts = { fr: 'pain azyme (fécule de pomme de terre, eau, huile de tournesol)', en: 'wafer paper (potato starch, water, sunflower oil)' };
const EGG_WHITE: Texts = { fr: '{eggs:blanc d’œuf}', en: '{eggs:egg white}' };
/** Chocolate making up `share` % of the product. */
const DARK_CHOCOLATE = (share: number): Texts => ({
  fr: `chocolat noir ${share} % (pâte de cacao, sucre, beurre de cacao, émulsifiant : lécithine de {soybeans:soja}, vanille ; cacao : 70 % minimum)`,
  en: `dark chocolate ${share} % (cocoa mass, sugar, cocoa butter, emulsifier: {soybeans:soya} lecithin, vanilla; cocoa solids: 70 % minimum)`,
});
const MILK_CHOCOLATE = (share: number): Texts => ({
  fr: `chocolat au {milk:lait} ${share} % (sucre, beurre de cacao, {milk:lait} entier en poudre, pâte de cacao, émulsifiant : lécithine de {soybeans:soja}, vanille ; cacao : 35 % minimum)`,
  en: `{milk:milk} chocolate ${share} % (sugar, cocoa butter, whole {milk:milk} powder, cocoa mass, emulsifier: {soybeans:soya} lecithin, vanilla; cocoa solids: 35 % minimum)`,
});

/** A nougat: almonds and honey cooked with sugar and egg white, between two sheets of wafer. */
function nougat(o: { nuts: Texts; honey: Texts; extra?: Texts; white?: boolean }): Texts {
  const extra = (lang: keyof Texts) => (o.extra ? `${o.extra[lang]}, ` : '');
  return {
    fr: `${o.nuts.fr}, ${o.honey.fr}, sucre, sirop de glucose, ${extra('fr')}${o.white === false ? '' : `${EGG_WHITE.fr}, `}${WAFER.fr}`,
    en: `${o.nuts.en}, ${o.honey.en}, sugar, glucose syrup, ${extra('en')}${o.white === false ? '' : `${EGG_WHITE.en}, `}${WAFER.en}`,
  };
}

const ALMONDS_PISTACHIOS: Texts = { fr: '{nuts:amandes} 30 %', en: '{nuts:almonds} 30 %' };
const LAVENDER_HONEY: Texts = { fr: 'miel de lavande 25 %', en: 'lavender honey 25 %' };

const WHITE_NOUGAT = nougat({
  nuts: ALMONDS_PISTACHIOS,
  honey: LAVENDER_HONEY,
  extra: { fr: '{nuts:pistaches} 3 %', en: '{nuts:pistachios} 3 %' },
});
const BLACK_NOUGAT = nougat({
  nuts: { fr: '{nuts:amandes} grillées 48 %', en: 'roasted {nuts:almonds} 48 %' },
  honey: { fr: 'miel de Provence 35 %', en: 'Provence honey 35 %' },
  white: false,
});
const CALISSON: Texts = {
  fr:
    'sucre, {nuts:amandes} 30 %, melon confit 25 % (melon, sirop de glucose-fructose, sucre, conservateur : {sulphites:anhydride sulfureux}), sirop de glucose, ' +
    `${EGG_WHITE.fr}, eau de fleur d’oranger, ${WAFER.fr}`,
  en:
    'sugar, {nuts:almonds} 30 %, candied melon 25 % (melon, glucose-fructose syrup, sugar, preservative: {sulphites:sulphur dioxide}), glucose syrup, ' +
    `${EGG_WHITE.en}, orange blossom water, ${WAFER.en}`,
};
const HONEY = (kind: Texts): Texts => ({ fr: `${kind.fr} 100 %`, en: `${kind.en} 100 %` });
const LAVENDER_HONEY_ONLY = HONEY({ fr: 'Miel de lavande de Provence IGP', en: 'Provence lavender honey (PGI)' });
const FRUIT_JELLY = (fruit: Texts): Texts => ({
  fr: `${fruit.fr}, sucre, sirop de glucose, gélifiant : pectine, acidifiant : acide citrique`,
  en: `${fruit.en}, sugar, glucose syrup, gelling agent: pectin, acid: citric acid`,
});
const ROSEMARY_ALMONDS: Texts = {
  fr: '{nuts:amandes} 92 %, huile d’olive vierge extra 5 %, romarin 1,5 %, sel',
  en: '{nuts:almonds} 92 %, extra virgin olive oil 5 %, rosemary 1.5 %, salt',
};
const SAVOURY_CRISPS: Texts = {
  fr: 'farine de {gluten:blé}, {nuts:amandes} 20 %, olives noires 12 %, huile d’olive, {eggs:œufs}, romarin 1 %, sel, poudre à lever',
  en: '{gluten:wheat} flour, {nuts:almonds} 20 %, black olives 12 %, olive oil, {eggs:eggs}, rosemary 1 %, salt, raising agent',
};
const APERITIF_NOUGAT = (flavour: Texts): Texts =>
  nougat({ nuts: { fr: '{nuts:amandes} grillées 40 %', en: 'roasted {nuts:almonds} 40 %' }, honey: { fr: 'miel 20 %', en: 'honey 20 %' }, extra: flavour });
const ENERGY_BAR = (o: { main: Texts; more: Texts }): Texts => ({
  fr: `${o.main.fr}, miel 22 %, flocons d’{gluten:avoine} 18 %, ${o.more.fr}, riz soufflé, sel`,
  en: `${o.main.en}, honey 22 %, {gluten:oat} flakes 18 %, ${o.more.en}, puffed rice, salt`,
});

const NUT_BAR = ENERGY_BAR({
  main: { fr: '{nuts:amandes} 35 %', en: '{nuts:almonds} 35 %' },
  more: { fr: 'sirop de riz', en: 'rice syrup' },
});
const PISTACHIO_BAR = ENERGY_BAR({
  main: {
    fr: 'abricots secs 28 % (abricots, conservateur : {sulphites:anhydride sulfureux})',
    en: 'dried apricots 28 % (apricots, preservative: {sulphites:sulphur dioxide})',
  },
  more: { fr: '{nuts:pistaches} 20 %, miel de lavande', en: '{nuts:pistachios} 20 %, lavender honey' },
});
const CHOCOLATE_BAR = ENERGY_BAR({
  main: { fr: '{nuts:noisettes} grillées 30 %', en: 'roasted {nuts:hazelnuts} 30 %' },
  more: DARK_CHOCOLATE(12),
});

/** A gift box: each item's name, then its ingredients. */
function box(items: [Texts, Texts][]): Texts {
  const of = (lang: keyof Texts) => items.map(([name, ingredients]) => `${name[lang]} : ${ingredients[lang]}`).join('. ');
  return { fr: of('fr'), en: of('en').replaceAll(' : ', ': ') };
}

// Nutrition per 100 g, from typical values of each kind of recipe.
const N = {
  whiteNougat: [17.5, 1.5, 61, 54, 9.5, 0.1],
  blackNougat: [24, 1.9, 55, 50, 10.5, 0.1],
  fruitNougat: [13, 1.1, 68, 60, 7, 0.1],
  aperitifNougat: [22, 2, 45, 35, 13, 1.2],
  calisson: [13, 1, 72, 64, 6.5, 0],
  fruitJelly: [0.1, 0, 78, 70, 0.3, 0],
  honey: [0, 0, 81, 80, 0.4, 0],
  roastedAlmonds: [54, 4.3, 8, 4.4, 21, 1],
  savouryCrisps: [20, 2.5, 55, 5, 12, 1.6],
} satisfies Record<string, Macros>;

/** Macros of a mix, weighted by each part's grams. */
function mix(parts: [Macros, number][]): Macros {
  const total = parts.reduce((sum, [, grams]) => sum + grams, 0);
  const at = (i: number) => Math.round((parts.reduce((sum, [m, grams]) => sum + m[i] * grams, 0) / total) * 10) / 10;
  return [at(0), at(1), at(2), at(3), at(4), at(5)];
}

interface Draft {
  ingredients: Texts;
  workshop: Workshop;
  keeping: Keeping;
  nutrition: Macros | null;
  /** Grams of food, when the parcel's weight (weight_g) holds more than the food. */
  netQuantityG?: number;
}

const DRY_6: Keeping = { kind: 'dry', months: 6 };
const DRY_12: Keeping = { kind: 'dry', months: 12 };
const CHOC_9: Keeping = { kind: 'chocolate', months: 9 };
const HONEY_24: Keeping = { kind: 'honey', months: 24 };
const JAR_18: Keeping = { kind: 'jar', months: 18 };
const TEA_24: Keeping = { kind: 'dry', months: 24 };

const nougatOf = (ingredients: Texts, nutrition: Macros = N.whiteNougat): Draft => ({ ingredients, workshop: 'confectionery', keeping: DRY_6, nutrition });
const white = (honey: Texts, extra?: Texts, nutrition?: Macros) =>
  nougatOf(nougat({ nuts: ALMONDS_PISTACHIOS, honey, extra: extra ?? { fr: '{nuts:pistaches} 3 %', en: '{nuts:pistachios} 3 %' } }), nutrition);
const flavoured = (fr: string, en: string, nutrition: Macros = N.fruitNougat) =>
  nougatOf(
    nougat({
      nuts: { fr: '{nuts:amandes} 22 %', en: '{nuts:almonds} 22 %' },
      honey: { fr: 'miel de lavande 20 %', en: 'lavender honey 20 %' },
      extra: { fr, en },
    }),
    nutrition,
  );
const aperitif = (fr: string, en: string, nutrition: Macros = N.aperitifNougat): Draft => ({
  ingredients: APERITIF_NOUGAT({ fr, en }),
  workshop: 'confectionery',
  keeping: { kind: 'dry', months: 4 },
  nutrition,
});
const jelly = (fr: string, en: string): Draft => ({
  ingredients: FRUIT_JELLY({ fr, en }),
  workshop: 'confectionery',
  keeping: DRY_12,
  nutrition: N.fruitJelly,
});
const jam = (fr: string, en: string): Draft => ({
  ingredients: { fr: `${fr}, sucre de canne, jus de citron, gélifiant : pectine de fruits`, en: `${en}, cane sugar, lemon juice, gelling agent: fruit pectin` },
  workshop: 'confectionery',
  keeping: JAR_18,
  nutrition: [0.1, 0, 60, 58, 0.5, 0],
});
const honey = (fr: string, en: string): Draft => ({ ingredients: HONEY({ fr, en }), workshop: 'honey', keeping: HONEY_24, nutrition: N.honey });
const infusion = (fr: string, en: string): Draft => ({
  ingredients: { fr: `${fr}. *Issu de l’agriculture biologique`, en: `${en}. *From organic farming` },
  workshop: 'tea',
  keeping: TEA_24,
  nutrition: null,
});

const drafts: Record<string, Draft> = {
  'nougat-blanc-tendre-miel-de-lavande': nougatOf(WHITE_NOUGAT),
  'nougat-blanc-tendre-miel-de-lavande-250g': nougatOf(WHITE_NOUGAT),
  'nougat-noir-croquant': nougatOf(BLACK_NOUGAT, N.blackNougat),
  'nougat-noir-tendre': nougatOf(
    nougat({
      nuts: { fr: '{nuts:amandes} grillées 45 %', en: 'roasted {nuts:almonds} 45 %' },
      honey: { fr: 'miel toutes fleurs 35 %', en: 'wildflower honey 35 %' },
      white: false,
    }),
    [23, 1.8, 57, 52, 10, 0.1],
  ),
  'nougat-noir-croquant-plaque-250g': nougatOf(BLACK_NOUGAT, N.blackNougat),
  'nougat-blanc-aux-pistaches': nougatOf(
    nougat({
      nuts: { fr: '{nuts:pistaches} 25 %', en: '{nuts:pistachios} 25 %' },
      honey: LAVENDER_HONEY,
      extra: { fr: '{nuts:amandes} 10 %', en: '{nuts:almonds} 10 %' },
    }),
    [19, 2.3, 59, 52, 9.5, 0.1],
  ),
  'nougat-blanc-miel-de-romarin': white({ fr: 'miel de romarin 25 %', en: 'rosemary honey 25 %' }),
  'bouchees-de-nougat-blanc': nougatOf(WHITE_NOUGAT),
  'nougat-blanc-a-la-coupe-500g': nougatOf(WHITE_NOUGAT),
  'nougat-tendre-framboise': flavoured('framboises séchées 8 %, colorant : jus de betterave rouge', 'dried raspberries 8 %, colour: beetroot juice'),
  'nougat-tendre-figue': flavoured('figues séchées 15 % (figues, farine de riz)', 'dried figs 15 % (figs, rice flour)'),
  'nougat-citron-de-menton': flavoured(
    'zestes de citron de Menton confits 8 % (zestes de citron, sucre, sirop de glucose)',
    'candied Menton lemon zest 8 % (lemon zest, sugar, glucose syrup)',
  ),
  'nougat-enrobe-chocolat-noir': {
    ingredients: {
      fr: `Nougat blanc 65 % (${WHITE_NOUGAT.fr}), ${DARK_CHOCOLATE(35).fr}`,
      en: `White nougat 65 % (${WHITE_NOUGAT.en}), ${DARK_CHOCOLATE(35).en}`,
    },
    workshop: 'chocolate',
    keeping: CHOC_9,
    nutrition: [21, 7.5, 58, 50, 8, 0.1],
  },
  'nougat-caramel-beurre-sale': flavoured(
    'caramel au {milk:beurre} salé 15 % (sucre, {milk:crème}, {milk:beurre} demi-sel 20 %, sel de Guérande)',
    'salted {milk:butter} caramel 15 % (sugar, {milk:cream}, salted {milk:butter} 20 %, Guérande salt)',
    [18, 5, 63, 56, 8, 0.6],
  ),
  'nougat-abricot-lavande': flavoured(
    'abricots secs 12 % (abricots, conservateur : {sulphites:anhydride sulfureux}), fleurs de lavande 0,2 %',
    'dried apricots 12 % (apricots, preservative: {sulphites:sulphur dioxide}), lavender flowers 0.2 %',
  ),
  'nougat-au-cafe': flavoured('extrait de café 2 %, café moulu 1 %', 'coffee extract 2 %, ground coffee 1 %', [14, 1.2, 66, 59, 7.5, 0.1]),
  'nougat-orange-confite': flavoured(
    'écorces d’orange confites 12 % (écorces d’orange, sucre, sirop de glucose), eau de fleur d’oranger',
    'candied orange peel 12 % (orange peel, sugar, glucose syrup), orange blossom water',
  ),
  'nougat-aperitif-olives-noires': aperitif('olives noires de Nyons 15 %, sel, poivre', 'Nyons black olives 15 %, salt, pepper', [24, 2.5, 42, 33, 12, 1.5]),
  'nougat-aperitif-tomate-basilic': aperitif('tomates séchées 10 %, basilic 1 %, sel', 'sun-dried tomatoes 10 %, basil 1 %, salt'),
  'nougat-aperitif-herbes-de-provence': aperitif(
    'herbes de Provence 2 % (thym, sarriette, romarin), sel',
    'herbes de Provence 2 % (thyme, savory, rosemary), salt',
  ),
  'nougat-aperitif-piment-d-espelette': aperitif('piment d’Espelette AOP 0,5 %, sel', 'Espelette chilli (PDO) 0.5 %, salt'),
  'nougat-aperitif-chevre-thym': aperitif(
    'fromage de chèvre sec 12 % ({milk:lait} de chèvre, sel, ferments lactiques, présure), thym 1 %, sel',
    'aged goat cheese 12 % (goat’s {milk:milk}, salt, lactic cultures, rennet), thyme 1 %, salt',
    [24, 5.5, 42, 33, 15, 1.4],
  ),
  'calissons-de-provence': { ingredients: CALISSON, workshop: 'confectionery', keeping: { kind: 'dry', months: 4 }, nutrition: N.calisson },
  'amandes-caramelisees': {
    ingredients: { fr: '{nuts:amandes} 55 %, sucre, eau, vanille', en: '{nuts:almonds} 55 %, sugar, water, vanilla' },
    workshop: 'confectionery',
    keeping: DRY_6,
    nutrition: [30, 2.3, 52, 46, 12, 0.1],
  },
  'amandes-enrobees-chocolat-noir': {
    ingredients: {
      fr: `${DARK_CHOCOLATE(55).fr}, {nuts:amandes} grillées 40 %, cacao maigre en poudre, agent d’enrobage : gomme arabique`,
      en: `${DARK_CHOCOLATE(55).en}, roasted {nuts:almonds} 40 %, fat-reduced cocoa powder, glazing agent: gum arabic`,
    },
    workshop: 'chocolate',
    keeping: CHOC_9,
    nutrition: [38, 12, 36, 28, 12, 0],
  },
  'pralines-roses': {
    ingredients: {
      fr: 'Sucre, {nuts:amandes} 40 %, eau, colorant : carmin, arôme naturel de vanille',
      en: 'Sugar, {nuts:almonds} 40 %, water, colour: carmine, natural vanilla flavouring',
    },
    workshop: 'confectionery',
    keeping: DRY_12,
    nutrition: [22, 1.7, 66, 63, 8.5, 0],
  },
  'pate-d-amande-nature': {
    ingredients: {
      fr: '{nuts:amandes} de Provence 50 %, sucre, sirop de glucose, eau, alcool, arôme naturel',
      en: 'Provence {nuts:almonds} 50 %, sugar, glucose syrup, water, alcohol, natural flavouring',
    },
    workshop: 'confectionery',
    keeping: DRY_6,
    nutrition: [27, 2.1, 52, 48, 11, 0],
  },
  'dragees-amandes-avola': {
    ingredients: {
      fr: 'Sucre, {nuts:amandes} d’Avola 40 %, amidon de maïs, agent d’enrobage : gomme arabique, cire de carnauba',
      en: 'Sugar, Avola {nuts:almonds} 40 %, maize starch, glazing agents: gum arabic, carnauba wax',
    },
    workshop: 'confectionery',
    keeping: DRY_12,
    nutrition: [21, 1.6, 67, 62, 8.5, 0],
  },
  'bonbons-au-miel-de-provence': {
    ingredients: { fr: 'Sucre, sirop de glucose, miel de Provence 15 %, arôme naturel', en: 'Sugar, glucose syrup, Provence honey 15 %, natural flavouring' },
    workshop: 'confectionery',
    keeping: { kind: 'dry', months: 24 },
    nutrition: [0, 0, 97, 75, 0, 0],
  },
  'sucettes-de-nougat': nougatOf(WHITE_NOUGAT),
  'guimauves-au-miel': {
    ingredients: {
      fr: 'Sucre, sirop de glucose, miel de lavande 12 %, eau, gélatine de porc, ' + `${EGG_WHITE.fr}, sucre glace, amidon de maïs`,
      en: 'Sugar, glucose syrup, lavender honey 12 %, water, pork gelatine, ' + `${EGG_WHITE.en}, icing sugar, maize starch`,
    },
    workshop: 'confectionery',
    keeping: { kind: 'dry', months: 4 },
    nutrition: [0, 0, 80, 65, 4, 0],
  },
  'mendiants-fruits-secs': {
    ingredients: {
      fr: `${DARK_CHOCOLATE(60).fr}, {nuts:amandes} 10 %, {nuts:noisettes} 10 %, {nuts:pistaches} 8 %, raisins secs 7 % (raisins, huile de tournesol)`,
      en: `${DARK_CHOCOLATE(60).en}, {nuts:almonds} 10 %, {nuts:hazelnuts} 10 %, {nuts:pistachios} 8 %, raisins 7 % (raisins, sunflower oil)`,
    },
    workshop: 'chocolate',
    keeping: CHOC_9,
    nutrition: [35, 15, 45, 36, 8, 0],
  },
  'pates-de-fruits-assorties': jelly(
    'purées de fruits 50 % (abricot, fraise, poire, coing, cassis en proportions variables)',
    'fruit purées 50 % (apricot, strawberry, pear, quince, blackcurrant in varying proportions)',
  ),
  'pates-de-fruits-abricot': jelly('purée d’abricot bergeron 50 %', 'Bergeron apricot purée 50 %'),
  'pates-de-fruits-coing': jelly('purée de coing 55 %', 'quince purée 55 %'),
  'pates-de-fruits-melon-de-cavaillon': jelly('purée de melon de Cavaillon 50 %', 'Cavaillon melon purée 50 %'),
  'pates-de-fruits-fraise-de-carpentras': jelly('purée de fraise de Carpentras 50 %', 'Carpentras strawberry purée 50 %'),
  'gateau-au-miel-et-aux-amandes': {
    ingredients: {
      fr: 'Miel de lavande 22 %, {eggs:œufs}, poudre d’{nuts:amandes} 18 %, farine de {gluten:blé}, {milk:beurre}, sucre, poudre à lever, sel',
      en: 'Lavender honey 22 %, {eggs:eggs}, ground {nuts:almonds} 18 %, {gluten:wheat} flour, {milk:butter}, sugar, raising agent, salt',
    },
    workshop: 'bakery',
    keeping: { kind: 'cake', weeks: 3 },
    nutrition: [20, 8, 50, 32, 8, 0.3],
  },
  'croquants-aux-amandes': {
    ingredients: {
      fr: 'Farine de {gluten:blé}, sucre, {nuts:amandes} entières 25 %, {eggs:œufs}, miel, vanille',
      en: '{gluten:Wheat} flour, sugar, whole {nuts:almonds} 25 %, {eggs:eggs}, honey, vanilla',
    },
    workshop: 'bakery',
    keeping: DRY_6,
    nutrition: [14, 1.2, 68, 38, 11, 0.1],
  },
  'cake-au-nougat': {
    ingredients: {
      fr: `Farine de {gluten:blé}, {milk:beurre} 20 %, {eggs:œufs}, sucre, nougat blanc 15 % (${WHITE_NOUGAT.fr}), poudre à lever, sel`,
      en: `{gluten:Wheat} flour, {milk:butter} 20 %, {eggs:eggs}, sugar, white nougat 15 % (${WHITE_NOUGAT.en}), raising agent, salt`,
    },
    workshop: 'bakery',
    keeping: { kind: 'cake', weeks: 4 },
    nutrition: [22, 12, 52, 33, 6.5, 0.4],
  },
  'navettes-a-la-fleur-d-oranger': {
    ingredients: {
      fr: 'Farine de {gluten:blé}, sucre, {eggs:œufs}, huile d’olive, eau de fleur d’oranger 4 %, zeste de citron, sel',
      en: '{gluten:Wheat} flour, sugar, {eggs:eggs}, olive oil, orange blossom water 4 %, lemon zest, salt',
    },
    workshop: 'bakery',
    keeping: DRY_6,
    nutrition: [12, 1.5, 70, 25, 8, 0.2],
  },
  'sables-a-la-lavande': {
    ingredients: {
      fr: 'Farine de {gluten:blé}, {milk:beurre} 30 %, sucre, {eggs:jaune d’œuf}, fleurs de lavande 0,5 %, sel',
      en: '{gluten:Wheat} flour, {milk:butter} 30 %, sugar, {eggs:egg yolk}, lavender flowers 0.5 %, salt',
    },
    workshop: 'bakery',
    keeping: { kind: 'dry', months: 4 },
    nutrition: [25, 16, 63, 22, 6, 0.4],
  },
  'pain-d-epices-au-miel': {
    ingredients: {
      fr: 'Miel de Provence 45 %, farine de {gluten:seigle} 40 %, sucre, épices (cannelle, anis, gingembre, girofle), poudre à lever',
      en: 'Provence honey 45 %, {gluten:rye} flour 40 %, sugar, spices (cinnamon, aniseed, ginger, clove), raising agent',
    },
    workshop: 'bakery',
    keeping: { kind: 'cake', weeks: 8 },
    nutrition: [1.5, 0.3, 75, 45, 4.5, 0.4],
  },
  'tablette-chocolat-noir-eclats-de-nougat': {
    ingredients: {
      fr: `${DARK_CHOCOLATE(80).fr}, éclats de nougat noir 20 % (${BLACK_NOUGAT.fr})`,
      en: `${DARK_CHOCOLATE(80).en}, crunchy black nougat pieces 20 % (${BLACK_NOUGAT.en})`,
    },
    workshop: 'chocolate',
    keeping: { kind: 'chocolate', months: 12 },
    nutrition: [38, 22, 40, 32, 8, 0],
  },
  'tablette-chocolat-lait-amandes': {
    ingredients: { fr: `${MILK_CHOCOLATE(75).fr}, {nuts:amandes} grillées entières 25 %`, en: `${MILK_CHOCOLATE(75).en}, whole roasted {nuts:almonds} 25 %` },
    workshop: 'chocolate',
    keeping: { kind: 'chocolate', months: 12 },
    nutrition: [36, 16, 46, 44, 9, 0.2],
  },
  'rochers-praline-amande': {
    ingredients: {
      fr: `${MILK_CHOCOLATE(45).fr}, praliné 40 % (sucre, {nuts:amandes} 50 %), éclats d’{nuts:amandes} 15 %`,
      en: `${MILK_CHOCOLATE(45).en}, praline 40 % (sugar, {nuts:almonds} 50 %), {nuts:almond} pieces 15 %`,
    },
    workshop: 'chocolate',
    keeping: CHOC_9,
    nutrition: [35, 12, 48, 44, 8, 0.1],
  },
  orangettes: {
    ingredients: {
      fr: `Écorces d’orange confites 55 % (écorces d’orange, sucre, sirop de glucose), ${DARK_CHOCOLATE(45).fr}`,
      en: `Candied orange peel 55 % (orange peel, sugar, glucose syrup), ${DARK_CHOCOLATE(45).en}`,
    },
    workshop: 'chocolate',
    keeping: { kind: 'chocolate', months: 6 },
    nutrition: [20, 12, 60, 52, 3, 0],
  },
  'confiture-abricot-lavande': jam('Abricots du Vaucluse 55 %, fleurs de lavande 0,1 %', 'Vaucluse apricots 55 %, lavender flowers 0.1 %'),
  'confiture-de-figues': jam('Figues violettes de Provence 55 %', 'Provence purple figs 55 %'),
  'confiture-fraise-de-carpentras': jam('Fraises de Carpentras 55 %', 'Carpentras strawberries 55 %'),
  'pate-a-tartiner-amande-miel': {
    ingredients: {
      fr: '{nuts:Amandes} torréfiées 50 %, miel de Provence 35 %, sucre de canne, huile de tournesol, vanille, sel',
      en: 'Roasted {nuts:almonds} 50 %, Provence honey 35 %, cane sugar, sunflower oil, vanilla, salt',
    },
    workshop: 'confectionery',
    keeping: JAR_18,
    nutrition: [32, 2.6, 45, 40, 12, 0.1],
  },
  'amandes-grillees-salees': {
    ingredients: { fr: '{nuts:Amandes} de Provence 98 %, fleur de sel de Camargue 1,5 %', en: 'Provence {nuts:almonds} 98 %, Camargue fleur de sel 1.5 %' },
    workshop: 'confectionery',
    keeping: DRY_6,
    nutrition: [52, 4, 8, 4.5, 22, 1.5],
  },
  'amandes-grillees-au-romarin': { ingredients: ROSEMARY_ALMONDS, workshop: 'confectionery', keeping: DRY_6, nutrition: N.roastedAlmonds },
  'croquants-sales-olive-romarin': { ingredients: SAVOURY_CRISPS, workshop: 'bakery', keeping: { kind: 'dry', months: 4 }, nutrition: N.savouryCrisps },
  'miel-de-lavande-de-provence': { ...honey('Miel de lavande de Provence IGP', 'Provence lavender honey (PGI)') },
  'miel-de-lavande-de-provence-500g': honey('Miel de lavande de Provence IGP', 'Provence lavender honey (PGI)'),
  'miel-toutes-fleurs-de-provence': honey('Miel toutes fleurs de Provence', 'Provence wildflower honey'),
  'miel-de-romarin': honey('Miel de romarin', 'Rosemary honey'),
  'miel-de-chataignier': honey('Miel de châtaignier', 'Chestnut honey'),
  'miel-d-acacia': honey('Miel d’acacia', 'Acacia honey'),
  'coffret-decouverte-six-nougats': {
    ingredients: box([
      [
        { fr: 'Nougats blanc lavande, {nuts:pistache}, framboise, figue et citron', en: 'White lavender, {nuts:pistachio}, raspberry, fig and lemon nougats' },
        {
          fr: `${WHITE_NOUGAT.fr}, selon le parfum : framboises séchées, figues séchées (figues, farine de riz), zestes de citron confits, colorant : jus de betterave rouge`,
          en: `${WHITE_NOUGAT.en}, depending on the flavour: dried raspberries, dried figs (figs, rice flour), candied lemon zest, colour: beetroot juice`,
        },
      ],
      [{ fr: 'Nougat noir croquant', en: 'Crunchy black nougat' }, BLACK_NOUGAT],
    ]),
    workshop: 'confectionery',
    keeping: DRY_6,
    nutrition: mix([
      [N.whiteNougat, 100],
      [N.fruitNougat, 150],
      [N.blackNougat, 50],
    ]),
  },
  'coffret-trio-de-miels': {
    ingredients: box([
      [{ fr: 'Miel de lavande', en: 'Lavender honey' }, LAVENDER_HONEY_ONLY],
      [{ fr: 'Miel de romarin', en: 'Rosemary honey' }, HONEY({ fr: 'Miel de romarin', en: 'Rosemary honey' })],
      [{ fr: 'Miel toutes fleurs', en: 'Wildflower honey' }, HONEY({ fr: 'Miel toutes fleurs de Provence', en: 'Provence wildflower honey' })],
    ]),
    workshop: 'honey',
    keeping: HONEY_24,
    nutrition: N.honey,
  },
  'coffret-provence-et-torchon-brode': {
    ingredients: box([
      [{ fr: 'Nougat blanc (2 × 100 g)', en: 'White nougat (2 × 100 g)' }, WHITE_NOUGAT],
      [{ fr: 'Calissons (200 g)', en: 'Calissons (200 g)' }, CALISSON],
      [{ fr: 'Miel de lavande (250 g)', en: 'Lavender honey (250 g)' }, LAVENDER_HONEY_ONLY],
    ]),
    workshop: 'confectionery',
    keeping: { kind: 'dry', months: 4 },
    nutrition: mix([
      [N.whiteNougat, 200],
      [N.calisson, 200],
      [N.honey, 250],
    ]),
    // The basket and the tea towel make up the rest of its 900 g.
    netQuantityG: 650,
  },
  'coffret-gourmand-prestige': {
    ingredients: box([
      [
        { fr: 'Nougats blanc et noir (4 × 100 g)', en: 'White and black nougats (4 × 100 g)' },
        {
          fr: `nougat blanc : ${WHITE_NOUGAT.fr} ; nougat noir : ${BLACK_NOUGAT.fr}`,
          en: `white nougat: ${WHITE_NOUGAT.en}; black nougat: ${BLACK_NOUGAT.en}`,
        },
      ],
      [{ fr: 'Calissons (200 g)', en: 'Calissons (200 g)' }, CALISSON],
      [
        { fr: 'Miels de lavande et de romarin (2 × 250 g)', en: 'Lavender and rosemary honeys (2 × 250 g)' },
        { fr: 'miel de lavande de Provence IGP ; miel de romarin', en: 'Provence lavender honey (PGI); rosemary honey' },
      ],
      [
        { fr: 'Pâtes de fruits (250 g)', en: 'Fruit jellies (250 g)' },
        FRUIT_JELLY({ fr: 'purées de fruits 50 % (abricot, fraise, coing)', en: 'fruit purées 50 % (apricot, strawberry, quince)' }),
      ],
    ]),
    workshop: 'confectionery',
    keeping: { kind: 'dry', months: 4 },
    nutrition: mix([
      [N.whiteNougat, 200],
      [N.blackNougat, 200],
      [N.calisson, 200],
      [N.honey, 500],
      [N.fruitJelly, 250],
    ]),
    // The wooden box and the olive-wood board make up the rest of its 2.2 kg.
    netQuantityG: 1350,
  },
  'coffret-apero-provencal': {
    ingredients: box([
      [
        {
          fr: 'Nougats apéritifs olives, herbes de Provence et piment d’Espelette (3 × 90 g)',
          en: 'Olive, herbes de Provence and Espelette chilli aperitif nougats (3 × 90 g)',
        },
        APERITIF_NOUGAT({
          fr: 'selon le parfum : olives noires de Nyons, herbes de Provence (thym, sarriette, romarin), piment d’Espelette AOP, sel, poivre',
          en: 'depending on the flavour: Nyons black olives, herbes de Provence (thyme, savory, rosemary), Espelette chilli (PDO), salt, pepper',
        }),
      ],
      [{ fr: '{nuts:Amandes} au romarin (150 g)', en: 'Rosemary {nuts:almonds} (150 g)' }, ROSEMARY_ALMONDS],
      [{ fr: 'Croquants salés (140 g)', en: 'Savoury crisps (140 g)' }, SAVOURY_CRISPS],
    ]),
    workshop: 'bakery',
    keeping: { kind: 'dry', months: 4 },
    nutrition: mix([
      [N.aperitifNougat, 270],
      [N.roastedAlmonds, 150],
      [N.savouryCrisps, 140],
    ]),
  },
  'tisane-verveine-bio': infusion('Feuilles de verveine citronnée* 100 %', 'Lemon verbena leaves* 100 %'),
  'tisane-tilleul-bio': infusion('Tilleul des Baronnies* 100 % (bractées et fleurs)', 'Baronnies linden* 100 % (bracts and flowers)'),
  'the-vert-a-l-amande-bio': {
    // Almond pieces are more than a flavouring: annex V point 8 no longer exempts it.
    ingredients: {
      fr: 'Thé vert sencha* 82 %, éclats d’{nuts:amande}* 15 %, arôme naturel. *Issu de l’agriculture biologique',
      en: 'Sencha green tea* 82 %, {nuts:almond}* pieces 15 %, natural flavouring. *From organic farming',
    },
    workshop: 'tea',
    keeping: TEA_24,
    nutrition: [8, 0.6, 12, 1.5, 22, 0],
  },
  'infusion-lavande-et-camomille-bio': infusion('Fleurs de camomille* 60 %, fleurs de lavande* 40 %', 'Chamomile flowers* 60 %, lavender flowers* 40 %'),
  'the-noir-parfum-nougat-bio': {
    ingredients: {
      fr: 'Thé noir de Ceylan* 85 %, éclats d’{nuts:amande}* grillée 10 %, arômes naturels de miel et de nougat. *Issu de l’agriculture biologique',
      en: 'Ceylon black tea* 85 %, roasted {nuts:almond}* pieces 10 %, natural honey and nougat flavourings. *From organic farming',
    },
    workshop: 'tea',
    keeping: TEA_24,
    nutrition: [6, 0.5, 12, 1.5, 21, 0],
  },
  'barre-energetique-amande-miel': { ingredients: NUT_BAR, workshop: 'bakery', keeping: DRY_6, nutrition: [20, 2, 55, 30, 10, 0.1] },
  'barre-energetique-pistache-abricot': { ingredients: PISTACHIO_BAR, workshop: 'bakery', keeping: DRY_6, nutrition: [16, 2, 58, 42, 9, 0.1] },
  'barre-energetique-chocolat-noisette': { ingredients: CHOCOLATE_BAR, workshop: 'bakery', keeping: DRY_6, nutrition: [24, 6, 52, 32, 9, 0.1] },
  'barres-energetiques-lot-de-10': {
    ingredients: box([
      [{ fr: 'Barres {nuts:amande} et miel', en: '{nuts:Almond} and honey bars' }, NUT_BAR],
      [{ fr: 'Barres {nuts:pistache} et abricot', en: '{nuts:Pistachio} and apricot bars' }, PISTACHIO_BAR],
      [{ fr: 'Barres chocolat et {nuts:noisette}', en: 'Chocolate and {nuts:hazelnut} bars' }, CHOCOLATE_BAR],
    ]),
    workshop: 'bakery',
    keeping: DRY_6,
    nutrition: mix([
      [[20, 2, 55, 30, 10, 0.1], 4],
      [[16, 2, 58, 42, 9, 0.1], 3],
      [[24, 6, 52, 32, 9, 0.1], 3],
    ]),
  },
};

/** Products that are not food: no food information (the empty tin). */
export const NOT_FOOD = ['boite-metal-saint-didier-vide'];

const tenths = (grams: number) => Math.round(grams * 10);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => `${capital(text)}.`;

/** Annex XIV's conversion factors. */
export function energyOf([fat, , carbohydrate, , protein]: Macros): { kj: number; kcal: number } {
  return { kj: Math.round(37 * fat + 17 * (carbohydrate + protein)), kcal: Math.round(9 * fat + 4 * (carbohydrate + protein)) };
}

export interface SeedFoodInfo extends Omit<NewProductFoodInfoRow, 'productId'> {
  slug: string;
}

function toSeed(slug: string, weightG: number, draft: Draft): SeedFoodInfo {
  const ingredientsFr = sentence(draft.ingredients.fr.replace(/^\{(\w+):(.)/, (_, id: string, c: string) => `{${id}:${c.toUpperCase()}`));
  const ingredientsEn = sentence(draft.ingredients.en.replace(/^\{(\w+):(.)/, (_, id: string, c: string) => `{${id}:${c.toUpperCase()}`));
  const allergens = markedAllergens(ingredientsFr);
  const n = draft.nutrition;
  const energy = n ? energyOf(n) : null;
  return {
    slug,
    ingredientsFr,
    ingredientsEn,
    allergens,
    traces: WORKSHOP_ALLERGENS[draft.workshop].filter((id) => !allergens.includes(id)),
    netQuantityG: draft.netQuantityG ?? weightG,
    storageFr: STORAGE[draft.keeping.kind].fr,
    storageEn: STORAGE[draft.keeping.kind].en,
    bestBeforeFr: bestBefore(draft.keeping).fr,
    bestBeforeEn: bestBefore(draft.keeping).en,
    energyKj: energy?.kj ?? null,
    energyKcal: energy?.kcal ?? null,
    fatDg: n ? tenths(n[0]) : null,
    saturatesDg: n ? tenths(n[1]) : null,
    carbohydrateDg: n ? tenths(n[2]) : null,
    sugarsDg: n ? tenths(n[3]) : null,
    proteinDg: n ? tenths(n[4]) : null,
    saltDg: n ? tenths(n[5]) : null,
  };
}

/** Every seeded food product's information, in the seed's product order. */
export const seedFoodInfo: SeedFoodInfo[] = seedProducts.flatMap((p) => {
  const draft = drafts[p.slug];
  return draft ? [toSeed(p.slug, p.weightG, draft)] : [];
});
