import type { CategorySlug } from '@nougaterie/contracts';
import { VAT_RATE_FOOD, VAT_RATE_STANDARD } from '@nougaterie/contracts/rules';

/**
 * VAT rates, basis points. Food is at 5.5 % (CGI art. 278-0 bis A 1°) except, under its a),
 * confectionery and chocolate products, at 20 % (BOI-TVA-LIQ-30-10-10). Each product states its
 * rate; the sources are cited per family below. Changing a rate here reaches existing databases
 * through a migration (api/drizzle/0014_vat_by_the_book.sql did it for the first correction):
 * startup only seeds an empty catalogue.
 */
export const VAT_FOOD = VAT_RATE_FOOD;
export const VAT_STANDARD = VAT_RATE_STANDARD;

export interface SeedProduct {
  slug: string;
  /** Main category first. */
  categories: CategorySlug[];
  name: { fr: string; en: string };
  description: { fr: string; en: string };
  priceCents: number;
  vatRate: typeof VAT_FOOD | typeof VAT_STANDARD;
  weightG: number;
  stock: number;
  discountPercent?: number;
  featured?: boolean;
}

type Draft = Omit<SeedProduct, 'stock'> & Partial<Pick<SeedProduct, 'stock'>>;

/** Stock on the shelf unless said otherwise; the VAT rate is always said. */
const product = (draft: Draft): SeedProduct => ({ stock: 40, ...draft });

export const seedProducts: SeedProduct[] = [
  // Nougats traditionnels: confectionery, 20 % (CGI art. 278-0 bis A 1° a; BOI-TVA-LIQ-30-10-10;
  // answer to written question no. 22788, JO AN 2019: "20 % pour un nougat traditionnel").
  product({
    slug: 'nougat-blanc-tendre-miel-de-lavande',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat blanc tendre au miel de lavande', en: 'Soft white nougat with lavender honey' },
    description: {
      fr: 'Notre nougat signature : miel de lavande, amandes de Provence et pistaches, cuit lentement au chaudron. Barre de 100 g.',
      en: 'Our signature nougat: lavender honey, Provence almonds and pistachios, slowly cooked in the cauldron. 100 g bar.',
    },
    priceCents: 790,
    weightG: 100,
    stock: 120,
    featured: true,
  }),
  product({
    slug: 'nougat-blanc-tendre-miel-de-lavande-250g',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat blanc tendre au miel de lavande, plaque 250 g', en: 'Soft white lavender honey nougat, 250 g slab' },
    description: {
      fr: 'La grande plaque de notre nougat blanc tendre, à partager en famille.',
      en: 'The large slab of our soft white nougat, to share with the family.',
    },
    priceCents: 1750,
    weightG: 250,
    stock: 60,
  }),
  product({
    slug: 'nougat-noir-croquant',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat noir croquant', en: 'Crunchy black nougat' },
    description: {
      fr: 'Miel de Provence caramélisé et amandes grillées entières entre deux feuilles de pain azyme. Barre de 100 g.',
      en: 'Caramelised Provence honey and whole roasted almonds between two sheets of wafer paper. 100 g bar.',
    },
    priceCents: 750,
    weightG: 100,
    stock: 90,
    featured: true,
  }),
  product({
    slug: 'nougat-noir-tendre',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat noir tendre', en: 'Soft black nougat' },
    description: {
      fr: 'Un nougat noir moins cuit, qui reste souple sous la dent, au miel toutes fleurs.',
      en: 'A black nougat cooked a little less, so it stays chewy, made with wildflower honey.',
    },
    priceCents: 750,
    weightG: 100,
  }),
  product({
    slug: 'nougat-noir-croquant-plaque-250g',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat noir croquant, plaque 250 g', en: 'Crunchy black nougat, 250 g slab' },
    description: {
      fr: 'La plaque de nougat noir à casser soi-même, comme au marché de Noël.',
      en: 'A slab of black nougat to break yourself, as at the Christmas market.',
    },
    priceCents: 1690,
    weightG: 250,
  }),
  product({
    slug: 'nougat-blanc-aux-pistaches',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat blanc aux pistaches', en: 'White nougat with pistachios' },
    description: {
      fr: 'Un nougat blanc tendre généreusement garni de pistaches entières.',
      en: 'A soft white nougat generously filled with whole pistachios.',
    },
    priceCents: 890,
    weightG: 100,
  }),
  product({
    slug: 'nougat-blanc-miel-de-romarin',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat blanc au miel de romarin', en: 'White nougat with rosemary honey' },
    description: {
      fr: 'Le miel de romarin, doux et clair, donne un nougat très fin.',
      en: 'Mild, pale rosemary honey makes a particularly delicate nougat.',
    },
    priceCents: 790,
    weightG: 100,
  }),
  product({
    slug: 'bouchees-de-nougat-blanc',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Bouchées de nougat blanc', en: 'White nougat bites' },
    description: {
      fr: 'Petits carrés de nougat blanc tendre emballés un à un. Sachet de 150 g.',
      en: 'Small squares of soft white nougat, individually wrapped. 150 g bag.',
    },
    priceCents: 850,
    weightG: 150,
  }),
  product({
    slug: 'nougat-blanc-a-la-coupe-500g',
    vatRate: VAT_STANDARD,
    categories: ['nougats-traditionnels'],
    name: { fr: 'Nougat blanc à la coupe, 500 g', en: 'White nougat cut to order, 500 g' },
    description: {
      fr: 'Un beau morceau coupé au couteau dans le pain de nougat du jour.',
      en: "A fine piece cut by hand from the day's nougat loaf.",
    },
    priceCents: 2900,
    weightG: 500,
    stock: 25,
  }),
  // Nougats gourmands: confectionery, 20 % (same sources). The chocolate-coated nougat is a 100 g
  // bar, not a bite (≤ 5 cm, ≤ 20 g), so not a "bonbon de chocolat": 20 % (QE no. 22788 gives
  // 5.5 % only to a bite-size nougat coated with chocolate).
  product({
    slug: 'nougat-tendre-framboise',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands'],
    name: { fr: 'Nougat tendre à la framboise', en: 'Soft raspberry nougat' },
    description: {
      fr: 'Un nougat rose, tendre et fruité, aux éclats de framboise séchée.',
      en: 'A pink, soft and fruity nougat with pieces of dried raspberry.',
    },
    priceCents: 850,
    weightG: 100,
    featured: true,
  }),
  product({
    slug: 'nougat-tendre-figue',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands'],
    name: { fr: 'Nougat tendre à la figue', en: 'Soft fig nougat' },
    description: {
      fr: 'Des morceaux de figue moelleuse dans un nougat blanc au miel de lavande.',
      en: 'Chunks of moist fig in a white lavender honey nougat.',
    },
    priceCents: 850,
    weightG: 100,
  }),
  product({
    slug: 'nougat-citron-de-menton',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands'],
    name: { fr: 'Nougat au citron de Menton', en: 'Menton lemon nougat' },
    description: {
      fr: 'Le zeste confit du citron de Menton réveille la douceur du miel.',
      en: 'Candied Menton lemon zest lifts the sweetness of the honey.',
    },
    priceCents: 890,
    weightG: 100,
    discountPercent: 15,
    featured: true,
  }),
  product({
    slug: 'nougat-enrobe-chocolat-noir',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands', 'gourmandises-chocolats'],
    name: { fr: 'Nougat enrobé de chocolat noir', en: 'Dark chocolate coated nougat' },
    description: {
      fr: 'Notre nougat blanc tendre enrobé d’un chocolat noir 70 % de cacao.',
      en: 'Our soft white nougat coated in 70 % dark chocolate.',
    },
    priceCents: 890,
    weightG: 100,
  }),
  product({
    slug: 'nougat-caramel-beurre-sale',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands'],
    name: { fr: 'Nougat au caramel au beurre salé', en: 'Salted butter caramel nougat' },
    description: {
      fr: 'Un nougat tendre marbré de caramel au beurre salé fait maison.',
      en: 'A soft nougat swirled with homemade salted butter caramel.',
    },
    priceCents: 850,
    weightG: 100,
  }),
  product({
    slug: 'nougat-abricot-lavande',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands'],
    name: { fr: 'Nougat abricot et lavande', en: 'Apricot and lavender nougat' },
    description: {
      fr: 'L’abricot du Roussillon rencontre la fleur de lavande : tout l’été provençal.',
      en: 'Roussillon apricot meets lavender flowers: a whole Provençal summer.',
    },
    priceCents: 850,
    weightG: 100,
  }),
  product({
    slug: 'nougat-au-cafe',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands'],
    name: { fr: 'Nougat au café', en: 'Coffee nougat' },
    description: {
      fr: 'Un nougat tendre parfumé au café torréfié à Carpentras.',
      en: 'A soft nougat flavoured with coffee roasted in Carpentras.',
    },
    priceCents: 850,
    weightG: 100,
    stock: 0,
  }),
  product({
    slug: 'nougat-orange-confite',
    vatRate: VAT_STANDARD,
    categories: ['nougats-gourmands'],
    name: { fr: 'Nougat à l’orange confite', en: 'Candied orange nougat' },
    description: {
      fr: 'Des cubes d’orange confite et une pointe de fleur d’oranger.',
      en: 'Cubes of candied orange and a hint of orange blossom.',
    },
    priceCents: 850,
    weightG: 100,
  }),
  // Nougats apéritifs: savoury, but a honey and almond nougat presented as one: confectionery,
  // 20 % (BOI-TVA-LIQ-30-10-10: products that are confectionery by composition or presentation).
  product({
    slug: 'nougat-aperitif-olives-noires',
    vatRate: VAT_STANDARD,
    categories: ['nougats-aperitifs', 'deguster-et-offrir-aperitifs'],
    name: { fr: 'Nougat apéritif aux olives noires', en: 'Black olive aperitif nougat' },
    description: {
      fr: 'Un nougat salé aux olives de Nyons et amandes grillées, à couper en dés.',
      en: 'A savoury nougat with Nyons olives and roasted almonds, to cut into cubes.',
    },
    priceCents: 790,
    weightG: 90,
  }),
  product({
    slug: 'nougat-aperitif-tomate-basilic',
    vatRate: VAT_STANDARD,
    categories: ['nougats-aperitifs'],
    name: { fr: 'Nougat apéritif tomate séchée et basilic', en: 'Sun-dried tomato and basil aperitif nougat' },
    description: {
      fr: 'La tomate séchée et le basilic frais dans un nougat salé étonnant.',
      en: 'Sun-dried tomato and fresh basil in a surprising savoury nougat.',
    },
    priceCents: 790,
    weightG: 90,
  }),
  product({
    slug: 'nougat-aperitif-herbes-de-provence',
    vatRate: VAT_STANDARD,
    categories: ['nougats-aperitifs'],
    name: { fr: 'Nougat apéritif aux herbes de Provence', en: 'Herbes de Provence aperitif nougat' },
    description: {
      fr: 'Thym, sarriette et romarin de nos collines, avec des amandes grillées.',
      en: 'Thyme, savory and rosemary from our hills, with roasted almonds.',
    },
    priceCents: 790,
    weightG: 90,
  }),
  product({
    slug: 'nougat-aperitif-piment-d-espelette',
    vatRate: VAT_STANDARD,
    categories: ['nougats-aperitifs'],
    name: { fr: 'Nougat apéritif au piment d’Espelette', en: 'Espelette chilli aperitif nougat' },
    description: {
      fr: 'Une douce chaleur de piment d’Espelette relevée par le miel.',
      en: 'The gentle warmth of Espelette chilli, brightened by honey.',
    },
    priceCents: 820,
    weightG: 90,
    discountPercent: 20,
  }),
  product({
    slug: 'nougat-aperitif-chevre-thym',
    vatRate: VAT_STANDARD,
    categories: ['nougats-aperitifs'],
    name: { fr: 'Nougat apéritif chèvre et thym', en: 'Goat cheese and thyme aperitif nougat' },
    description: {
      fr: 'Un nougat salé au fromage de chèvre sec et au thym, parfait avec un vin blanc.',
      en: 'A savoury nougat with aged goat cheese and thyme, perfect with white wine.',
    },
    priceCents: 820,
    weightG: 90,
  }),
  // Gourmandises : amandes: calissons, caramelised almonds, pralines, marzipan and dragées are
  // confectionery, 20 % (BOI-TVA-LIQ-30-10-10). The dark-chocolate-coated almonds are bite-size with
  // ≥ 25 % chocolate: "bonbons de chocolat", 5.5 % (CGI art. 278-0 bis A 1° a; decree 76-692,
  // annex I A point 10; BOI 3 C-2-06 of 16 March 2006).
  product({
    slug: 'calissons-de-provence',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-amandes'],
    name: { fr: 'Calissons de Provence', en: 'Provence calissons' },
    description: {
      fr: 'Pâte d’amandes et melon confit sur pain azyme, glacés au sucre. Boîte de 200 g.',
      en: 'Almond paste and candied melon on wafer paper, with a sugar glaze. 200 g box.',
    },
    priceCents: 1290,
    weightG: 200,
    featured: true,
  }),
  product({
    slug: 'amandes-caramelisees',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-amandes'],
    name: { fr: 'Amandes caramélisées', en: 'Caramelised almonds' },
    description: {
      fr: 'Des amandes enrobées de caramel croquant, comme à la fête foraine.',
      en: 'Almonds in a crunchy caramel coating, as at the village fair.',
    },
    priceCents: 690,
    weightG: 150,
  }),
  product({
    slug: 'amandes-enrobees-chocolat-noir',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-amandes', 'gourmandises-chocolats'],
    name: { fr: 'Amandes enrobées de chocolat noir', en: 'Dark chocolate coated almonds' },
    description: {
      fr: 'Des amandes grillées enrobées de chocolat noir et poudrées de cacao.',
      en: 'Roasted almonds coated in dark chocolate and dusted with cocoa.',
    },
    priceCents: 790,
    weightG: 150,
  }),
  product({
    slug: 'pralines-roses',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-amandes'],
    name: { fr: 'Pralines roses', en: 'Pink pralines' },
    description: {
      fr: 'Amandes entières enrobées de sucre rose, pour la brioche ou la tarte.',
      en: 'Whole almonds coated in pink sugar, for brioche or tarts.',
    },
    priceCents: 590,
    weightG: 150,
  }),
  product({
    slug: 'pate-d-amande-nature',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-amandes'],
    name: { fr: 'Pâte d’amande nature', en: 'Plain marzipan' },
    description: {
      fr: 'Une pâte d’amande à 50 % d’amandes de Provence, à croquer ou à cuisiner.',
      en: 'Marzipan with 50 % Provence almonds, to nibble or bake with.',
    },
    priceCents: 650,
    weightG: 200,
  }),
  product({
    slug: 'dragees-amandes-avola',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-amandes'],
    name: { fr: 'Dragées amandes Avola', en: 'Avola almond dragées' },
    description: {
      fr: 'Les dragées des baptêmes et des mariages, à l’amande d’Avola.',
      en: 'The sugared almonds of christenings and weddings, made with Avola almonds.',
    },
    priceCents: 1150,
    weightG: 250,
  }),
  // Gourmandises : polissons: sweets, lollipops and marshmallows are confectionery, 20 %
  // (BOI-TVA-LIQ-30-10-10); chocolate mendiants are bite-size discs of ≥ 25 % chocolate: "bonbons
  // de chocolat", 5.5 % (BOI 3 C-2-06).
  product({
    slug: 'bonbons-au-miel-de-provence',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-polissons'],
    name: { fr: 'Bonbons au miel de Provence', en: 'Provence honey sweets' },
    description: {
      fr: 'Des bonbons durs fourrés au miel, qui adoucissent la gorge. Sachet de 150 g.',
      en: 'Hard sweets filled with honey, soothing for the throat. 150 g bag.',
    },
    priceCents: 490,
    weightG: 150,
  }),
  product({
    slug: 'sucettes-de-nougat',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-polissons'],
    name: { fr: 'Sucettes de nougat', en: 'Nougat lollipops' },
    description: {
      fr: 'Six sucettes de nougat tendre sur bâtonnet, pour les petits polissons.',
      en: 'Six soft nougat lollipops on a stick, for little rascals.',
    },
    priceCents: 690,
    weightG: 120,
  }),
  product({
    slug: 'guimauves-au-miel',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-polissons'],
    name: { fr: 'Guimauves au miel', en: 'Honey marshmallows' },
    description: {
      fr: 'Des guimauves moelleuses au miel de lavande, roulées dans le sucre glace.',
      en: 'Fluffy lavender honey marshmallows rolled in icing sugar.',
    },
    priceCents: 590,
    weightG: 120,
  }),
  product({
    slug: 'mendiants-fruits-secs',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-polissons', 'gourmandises-chocolats'],
    name: { fr: 'Mendiants aux fruits secs', en: 'Chocolate mendiants with dried fruit' },
    description: {
      fr: 'Des palets de chocolat garnis d’amandes, noisettes, pistaches et raisins.',
      en: 'Chocolate discs topped with almonds, hazelnuts, pistachios and raisins.',
    },
    priceCents: 890,
    weightG: 130,
  }),
  // Gourmandises : pâtes de fruits: sold as bite-size cubes (≤ 5 cm, ≤ 20 g), they are
  // confectionery at 20 % (BOFiP rescrit BOI-RES-TVA-000180 of 9 October 2024; a fruit paste sold as
  // a larger block that is not presented as confectionery would be at 5.5 %).
  product({
    slug: 'pates-de-fruits-assorties',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-pates-de-fruits'],
    name: { fr: 'Pâtes de fruits de Provence assorties', en: 'Assorted Provence fruit jellies' },
    description: {
      fr: 'Abricot, fraise, poire, coing et cassis : un assortiment de 250 g.',
      en: 'Apricot, strawberry, pear, quince and blackcurrant: a 250 g assortment.',
    },
    priceCents: 1190,
    weightG: 250,
    featured: true,
  }),
  product({
    slug: 'pates-de-fruits-abricot',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-pates-de-fruits'],
    name: { fr: 'Pâtes de fruits à l’abricot', en: 'Apricot fruit jellies' },
    description: {
      fr: 'L’abricot bergeron cuit au chaudron en cubes sucrés.',
      en: 'Bergeron apricots cooked in the cauldron into sugared cubes.',
    },
    priceCents: 950,
    weightG: 200,
  }),
  product({
    slug: 'pates-de-fruits-coing',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-pates-de-fruits'],
    name: { fr: 'Pâtes de fruits au coing', en: 'Quince fruit jellies' },
    description: {
      fr: 'La pâte de coing de nos grands-mères, ferme et parfumée.',
      en: "Our grandmothers' quince paste, firm and fragrant.",
    },
    priceCents: 950,
    weightG: 200,
  }),
  product({
    slug: 'pates-de-fruits-melon-de-cavaillon',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-pates-de-fruits'],
    name: { fr: 'Pâtes de fruits au melon de Cavaillon', en: 'Cavaillon melon fruit jellies' },
    description: {
      fr: 'Le melon de Cavaillon, voisin de Saint-Didier, en pâtes de fruits fondantes.',
      en: 'Cavaillon melon, from just down the road, in melting fruit jellies.',
    },
    priceCents: 990,
    weightG: 200,
    discountPercent: 20,
  }),
  product({
    slug: 'pates-de-fruits-fraise-de-carpentras',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-pates-de-fruits'],
    name: { fr: 'Pâtes de fruits à la fraise de Carpentras', en: 'Carpentras strawberry fruit jellies' },
    description: {
      fr: 'La fraise de Carpentras, cueillie à pleine maturité.',
      en: 'Carpentras strawberries, picked fully ripe.',
    },
    priceCents: 990,
    weightG: 200,
  }),
  // Gourmandises : biscuits et cakes: biscuits, cakes and gingerbread are food, 5.5 %, even with
  // nougat pieces (CGI art. 278-0 bis A 1°; BOI-TVA-LIQ-30-10-10).
  product({
    slug: 'gateau-au-miel-et-aux-amandes',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-biscuits-et-cakes'],
    name: { fr: 'Gâteau au miel et aux amandes', en: 'Honey and almond cake' },
    description: {
      fr: 'Un gâteau moelleux au miel de lavande et à la poudre d’amande, qui se garde une semaine.',
      en: 'A moist cake made with lavender honey and ground almonds; it keeps for a week.',
    },
    priceCents: 1090,
    weightG: 300,
  }),
  product({
    slug: 'croquants-aux-amandes',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-biscuits-et-cakes'],
    name: { fr: 'Croquants aux amandes', en: 'Almond crisps' },
    description: {
      fr: 'Des biscuits secs et croquants aux amandes entières, à tremper dans le café.',
      en: 'Dry, crunchy biscuits with whole almonds, for dipping in coffee.',
    },
    priceCents: 590,
    weightG: 200,
  }),
  product({
    slug: 'cake-au-nougat',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-biscuits-et-cakes'],
    name: { fr: 'Cake au nougat', en: 'Nougat loaf cake' },
    description: {
      fr: 'Un cake au beurre parsemé de morceaux de nougat blanc.',
      en: 'A butter loaf cake studded with pieces of white nougat.',
    },
    priceCents: 1250,
    weightG: 400,
    discountPercent: 15,
  }),
  product({
    slug: 'navettes-a-la-fleur-d-oranger',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-biscuits-et-cakes'],
    name: { fr: 'Navettes à la fleur d’oranger', en: 'Orange blossom navettes' },
    description: {
      fr: 'Les biscuits en forme de barque de la Chandeleur provençale.',
      en: 'The boat-shaped biscuits of Candlemas in Provence.',
    },
    priceCents: 650,
    weightG: 200,
  }),
  product({
    slug: 'sables-a-la-lavande',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-biscuits-et-cakes'],
    name: { fr: 'Sablés à la lavande', en: 'Lavender shortbread' },
    description: {
      fr: 'Des sablés pur beurre parfumés à la fleur de lavande.',
      en: 'All-butter shortbread scented with lavender flowers.',
    },
    priceCents: 590,
    weightG: 150,
    stock: 0,
  }),
  product({
    slug: 'pain-d-epices-au-miel',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-biscuits-et-cakes'],
    name: { fr: 'Pain d’épices au miel de Provence', en: 'Provence honey gingerbread' },
    description: {
      fr: 'Un pain d’épices riche en miel, à la farine de seigle.',
      en: 'A honey-rich gingerbread made with rye flour.',
    },
    priceCents: 890,
    weightG: 350,
  }),
  // Gourmandises : chocolats: the dark chocolate bar is "chocolat" whatever its presentation,
  // 5.5 %; rochers and orangettes are bite-size with ≥ 25 % chocolate, "bonbons de chocolat", 5.5 %
  // (CGI art. 278-0 bis A 1° a; BOI 3 C-2-06). A milk chocolate bar stays at 20 %: "chocolat au
  // lait" is not among the chocolates the reduced rate takes back (BOI 3 C-2-06).
  product({
    slug: 'tablette-chocolat-noir-eclats-de-nougat',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-chocolats'],
    name: { fr: 'Tablette de chocolat noir aux éclats de nougat', en: 'Dark chocolate bar with nougat pieces' },
    description: {
      fr: 'Chocolat noir 70 % et éclats de nougat noir croquant.',
      en: '70 % dark chocolate with pieces of crunchy black nougat.',
    },
    priceCents: 590,
    weightG: 100,
  }),
  product({
    slug: 'tablette-chocolat-lait-amandes',
    vatRate: VAT_STANDARD,
    categories: ['gourmandises-chocolats'],
    name: { fr: 'Tablette de chocolat au lait et amandes entières', en: 'Milk chocolate bar with whole almonds' },
    description: {
      fr: 'Un chocolat au lait crémeux garni d’amandes grillées entières.',
      en: 'Creamy milk chocolate full of whole roasted almonds.',
    },
    priceCents: 590,
    weightG: 100,
  }),
  product({
    slug: 'rochers-praline-amande',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-chocolats'],
    name: { fr: 'Rochers praliné amande', en: 'Almond praline rochers' },
    description: {
      fr: 'Douze rochers au praliné maison, enrobés de chocolat au lait et d’amandes.',
      en: 'Twelve homemade praline rochers coated in milk chocolate and almonds.',
    },
    priceCents: 1490,
    weightG: 180,
  }),
  product({
    slug: 'orangettes',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-chocolats'],
    name: { fr: 'Orangettes', en: 'Chocolate orange peels' },
    description: {
      fr: 'Des écorces d’orange confites enrobées de chocolat noir.',
      en: 'Candied orange peel dipped in dark chocolate.',
    },
    priceCents: 1190,
    weightG: 150,
    discountPercent: 10,
  }),
  // Gourmandises : confitures: jams and a spread without cocoa are food, 5.5 % (CGI art. 278-0
  // bis A 1°; BOI-TVA-LIQ-30-10-10).
  product({
    slug: 'confiture-abricot-lavande',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-confitures'],
    name: { fr: 'Confiture abricot et lavande', en: 'Apricot and lavender jam' },
    description: {
      fr: 'Une confiture d’abricots du Vaucluse relevée d’une pointe de lavande.',
      en: 'Vaucluse apricot jam with a touch of lavender.',
    },
    priceCents: 650,
    weightG: 320,
  }),
  product({
    slug: 'confiture-de-figues',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-confitures'],
    name: { fr: 'Confiture de figues', en: 'Fig jam' },
    description: {
      fr: 'Figues violettes de Provence cuites au chaudron, parfaite avec le fromage.',
      en: 'Provence purple figs cooked in the cauldron, perfect with cheese.',
    },
    priceCents: 650,
    weightG: 320,
    discountPercent: 20,
  }),
  product({
    slug: 'confiture-fraise-de-carpentras',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-confitures'],
    name: { fr: 'Confiture de fraises de Carpentras', en: 'Carpentras strawberry jam' },
    description: {
      fr: 'Des fraises de Carpentras entières dans un sirop léger.',
      en: 'Whole Carpentras strawberries in a light syrup.',
    },
    priceCents: 690,
    weightG: 320,
  }),
  product({
    slug: 'pate-a-tartiner-amande-miel',
    vatRate: VAT_FOOD,
    categories: ['gourmandises-confitures'],
    name: { fr: 'Pâte à tartiner amande et miel', en: 'Almond and honey spread' },
    description: {
      fr: 'Amandes torréfiées et miel, sans huile de palme. À tartiner sans modération.',
      en: 'Roasted almonds and honey, with no palm oil. Spread generously.',
    },
    priceCents: 890,
    weightG: 250,
  }),
  // Déguster et offrir : apéritifs: roasted and salted almonds and savoury biscuits are food,
  // not confectionery, 5.5 % (CGI art. 278-0 bis A 1°).
  product({
    slug: 'amandes-grillees-salees',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-aperitifs'],
    name: { fr: 'Amandes grillées salées', en: 'Salted roasted almonds' },
    description: {
      fr: 'Des amandes de Provence grillées au four et salées à la fleur de sel de Camargue.',
      en: 'Provence almonds oven-roasted and salted with Camargue fleur de sel.',
    },
    priceCents: 690,
    weightG: 150,
  }),
  product({
    slug: 'amandes-grillees-au-romarin',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-aperitifs'],
    name: { fr: 'Amandes grillées au romarin', en: 'Rosemary roasted almonds' },
    description: {
      fr: 'Des amandes grillées parfumées au romarin et à l’huile d’olive.',
      en: 'Roasted almonds flavoured with rosemary and olive oil.',
    },
    priceCents: 720,
    weightG: 150,
  }),
  product({
    slug: 'croquants-sales-olive-romarin',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-aperitifs'],
    name: { fr: 'Croquants salés olive et romarin', en: 'Olive and rosemary savoury crisps' },
    description: {
      fr: 'La version salée de nos croquants, aux olives noires et au romarin.',
      en: 'The savoury version of our almond crisps, with black olives and rosemary.',
    },
    priceCents: 590,
    weightG: 150,
  }),
  // Déguster et offrir : miels: honey is food, 5.5 % (CGI art. 278-0 bis A 1°).
  product({
    slug: 'miel-de-lavande-de-provence',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-miels'],
    name: { fr: 'Miel de lavande de Provence IGP', en: 'Provence lavender honey (PGI)' },
    description: {
      fr: 'Le miel de lavande de nos ruches du plateau de Sault, onctueux et floral. Pot de 250 g.',
      en: 'Lavender honey from our hives on the Sault plateau, creamy and floral. 250 g jar.',
    },
    priceCents: 890,
    weightG: 250,
    featured: true,
  }),
  product({
    slug: 'miel-de-lavande-de-provence-500g',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-miels'],
    name: { fr: 'Miel de lavande de Provence IGP, 500 g', en: 'Provence lavender honey (PGI), 500 g' },
    description: {
      fr: 'Le grand pot de notre miel de lavande, pour les fidèles.',
      en: 'The large jar of our lavender honey, for regulars.',
    },
    priceCents: 1590,
    weightG: 500,
  }),
  product({
    slug: 'miel-toutes-fleurs-de-provence',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-miels'],
    name: { fr: 'Miel toutes fleurs de Provence', en: 'Provence wildflower honey' },
    description: {
      fr: 'Un miel de printemps aux mille fleurs des garrigues. Pot de 500 g.',
      en: 'A spring honey from the many flowers of the garrigue. 500 g jar.',
    },
    priceCents: 1290,
    weightG: 500,
  }),
  product({
    slug: 'miel-de-romarin',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-miels'],
    name: { fr: 'Miel de romarin', en: 'Rosemary honey' },
    description: {
      fr: 'Un miel clair et doux qui cristallise finement.',
      en: 'A pale, mild honey that sets with a fine texture.',
    },
    priceCents: 950,
    weightG: 250,
  }),
  product({
    slug: 'miel-de-chataignier',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-miels'],
    name: { fr: 'Miel de châtaignier', en: 'Chestnut honey' },
    description: {
      fr: 'Un miel ambré, corsé et légèrement amer, récolté en Ardèche voisine.',
      en: 'An amber, robust, slightly bitter honey from nearby Ardèche.',
    },
    priceCents: 950,
    weightG: 250,
  }),
  product({
    slug: 'miel-d-acacia',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-miels'],
    name: { fr: 'Miel d’acacia', en: 'Acacia honey' },
    description: {
      fr: 'Un miel liquide, très doux, idéal pour sucrer le thé.',
      en: 'A runny, very mild honey, ideal for sweetening tea.',
    },
    priceCents: 990,
    weightG: 250,
    stock: 0,
  }),
  // Déguster et offrir : coffrets cadeaux: a box takes the rate of what it holds: six nougats,
  // 20 %; three honeys, 5.5 %; the empty tin is not food, 20 % (CGI art. 278-0 bis A 1°; art. 278).
  // The Provence box (nougats, calissons, honey, tea towel), the prestige box (nougats, calissons,
  // honeys, fruit jellies, olive-wood board) and the aperitif box (three aperitif nougats at 20 %,
  // almonds and crisps at 5.5 %) mix rates. Each is one gift sold as a whole, whose splitting would
  // be artificial: since 2021 such a single supply takes the rate of its principal element (CGI
  // art. 257 ter, from art. 44 of the 2021 finance law; answer to written question no. 38168, JOAN
  // 16 November 2021, on Christmas baskets with calissons and fruit pastes), here the
  // confectionery: 20 %. They are not itemised per rate; 20 % is also the rate of their
  // confectionery share.
  product({
    slug: 'coffret-decouverte-six-nougats',
    vatRate: VAT_STANDARD,
    categories: ['deguster-et-offrir-coffrets-cadeaux', 'nougats'],
    name: { fr: 'Coffret découverte six nougats', en: 'Six-nougat discovery box' },
    description: {
      fr: 'Six barres de 50 g : blanc lavande, noir croquant, pistache, framboise, figue et citron.',
      en: 'Six 50 g bars: white lavender, crunchy black, pistachio, raspberry, fig and lemon.',
    },
    priceCents: 2490,
    weightG: 300,
    featured: true,
  }),
  product({
    slug: 'coffret-trio-de-miels',
    vatRate: VAT_FOOD,
    categories: ['deguster-et-offrir-coffrets-cadeaux', 'deguster-et-offrir-miels'],
    name: { fr: 'Coffret trio de miels', en: 'Honey trio gift box' },
    description: {
      fr: 'Trois pots de 125 g : lavande, romarin et toutes fleurs.',
      en: 'Three 125 g jars: lavender, rosemary and wildflower.',
    },
    priceCents: 2290,
    weightG: 375,
    discountPercent: 10,
  }),
  product({
    slug: 'coffret-provence-et-torchon-brode',
    vatRate: VAT_STANDARD,
    categories: ['deguster-et-offrir-coffrets-cadeaux'],
    name: { fr: 'Coffret Provence et torchon brodé', en: 'Provence gift box with embroidered tea towel' },
    description: {
      fr: 'Nougats, calissons et miel dans un panier, avec un torchon brodé aux cigales.',
      en: 'Nougats, calissons and honey in a basket, with a tea towel embroidered with cicadas.',
    },
    priceCents: 4900,
    weightG: 900,
    stock: 15,
  }),
  product({
    slug: 'boite-metal-saint-didier-vide',
    vatRate: VAT_STANDARD,
    categories: ['deguster-et-offrir-coffrets-cadeaux'],
    name: { fr: 'Boîte métal Saint-Didier (vide)', en: 'Saint-Didier metal tin (empty)' },
    description: {
      fr: 'Notre boîte en métal décorée de lavandes, à remplir de nougats à la boutique.',
      en: 'Our tin decorated with lavender, to fill with nougats at the shop.',
    },
    priceCents: 1200,
    weightG: 180,
  }),
  product({
    slug: 'coffret-gourmand-prestige',
    vatRate: VAT_STANDARD,
    categories: ['deguster-et-offrir-coffrets-cadeaux'],
    name: { fr: 'Coffret gourmand prestige', en: 'Prestige gourmet gift box' },
    description: {
      fr: 'Le grand coffret en bois : nougats, calissons, miels, pâtes de fruits et planche en olivier.',
      en: 'The large wooden box: nougats, calissons, honeys, fruit jellies and an olive-wood board.',
    },
    priceCents: 8900,
    weightG: 2200,
    stock: 0,
  }),
  product({
    slug: 'coffret-apero-provencal',
    vatRate: VAT_STANDARD,
    categories: ['deguster-et-offrir-coffrets-cadeaux', 'deguster-et-offrir-aperitifs'],
    name: { fr: 'Coffret apéro provençal', en: 'Provençal aperitif gift box' },
    description: {
      fr: 'Trois nougats apéritifs, des amandes au romarin et des croquants salés.',
      en: 'Three aperitif nougats, rosemary almonds and savoury crisps.',
    },
    priceCents: 2990,
    weightG: 560,
  }),
  // Thés et tisanes bio: tea and infusions are food, 5.5 % (CGI art. 278-0 bis A 1°;
  // BOI-TVA-LIQ-30-10-10).
  product({
    slug: 'tisane-verveine-bio',
    vatRate: VAT_FOOD,
    categories: ['thes-tisanes-bio'],
    name: { fr: 'Tisane verveine bio', en: 'Organic lemon verbena infusion' },
    description: {
      fr: 'Feuilles entières de verveine citronnée de la Drôme. Sachet de 30 g.',
      en: 'Whole lemon verbena leaves from the Drôme. 30 g bag.',
    },
    priceCents: 690,
    weightG: 30,
  }),
  product({
    slug: 'tisane-tilleul-bio',
    vatRate: VAT_FOOD,
    categories: ['thes-tisanes-bio'],
    name: { fr: 'Tisane tilleul de Carpentras bio', en: 'Organic Carpentras linden infusion' },
    description: {
      fr: 'Le tilleul des Baronnies, récolté à la main, pour les soirées calmes.',
      en: 'Hand-picked linden from the Baronnies, for quiet evenings.',
    },
    priceCents: 750,
    weightG: 30,
    stock: 0,
  }),
  product({
    slug: 'the-vert-a-l-amande-bio',
    vatRate: VAT_FOOD,
    categories: ['thes-tisanes-bio'],
    name: { fr: 'Thé vert à l’amande bio', en: 'Organic almond green tea' },
    description: {
      fr: 'Un sencha bio aux éclats d’amande, servi dans notre salon de thé.',
      en: 'An organic sencha with almond pieces, served in our tea room.',
    },
    priceCents: 890,
    weightG: 80,
  }),
  product({
    slug: 'infusion-lavande-et-camomille-bio',
    vatRate: VAT_FOOD,
    categories: ['thes-tisanes-bio'],
    name: { fr: 'Infusion lavande et camomille bio', en: 'Organic lavender and chamomile infusion' },
    description: {
      fr: 'Fleurs de lavande et de camomille, une infusion douce pour le soir.',
      en: 'Lavender and chamomile flowers, a gentle evening infusion.',
    },
    priceCents: 720,
    weightG: 40,
  }),
  product({
    slug: 'the-noir-parfum-nougat-bio',
    vatRate: VAT_FOOD,
    categories: ['thes-tisanes-bio'],
    name: { fr: 'Thé noir parfum nougat bio', en: 'Organic nougat-flavoured black tea' },
    description: {
      fr: 'Un thé noir bio aux notes de miel et d’amande grillée.',
      en: 'An organic black tea with notes of honey and roasted almond.',
    },
    priceCents: 890,
    weightG: 80,
  }),
  // Barres énergétiques: nut, honey and oat bars are food, 5.5 % (CGI art. 278-0 bis A 1°); the
  // one with chocolate chips is a compound product holding chocolate, 20 % (art. 278-0 bis A 1° a).
  // The assorted pack of ten mixes both without a set split, so no principal element can be named
  // (CGI art. 257 ter): sold whole at the higher rate, 20 %, until its contents are itemised.
  product({
    slug: 'barre-energetique-amande-miel',
    vatRate: VAT_FOOD,
    categories: ['barre-energetique'],
    name: { fr: 'Barre énergétique amande et miel', en: 'Almond and honey energy bar' },
    description: {
      fr: 'Amandes, miel et flocons d’avoine : l’en-cas des cyclistes du Ventoux. 40 g.',
      en: 'Almonds, honey and oats: the snack of Mont Ventoux cyclists. 40 g.',
    },
    priceCents: 250,
    weightG: 40,
    stock: 200,
    featured: true,
  }),
  product({
    slug: 'barre-energetique-pistache-abricot',
    vatRate: VAT_FOOD,
    categories: ['barre-energetique'],
    name: { fr: 'Barre énergétique pistache et abricot', en: 'Pistachio and apricot energy bar' },
    description: {
      fr: 'Pistaches, abricots secs et miel de lavande pour repartir du bon pied. 40 g.',
      en: 'Pistachios, dried apricots and lavender honey to get you going again. 40 g.',
    },
    priceCents: 270,
    weightG: 40,
    stock: 150,
  }),
  product({
    slug: 'barre-energetique-chocolat-noisette',
    vatRate: VAT_STANDARD,
    categories: ['barre-energetique'],
    name: { fr: 'Barre énergétique chocolat et noisette', en: 'Chocolate and hazelnut energy bar' },
    description: {
      fr: 'Noisettes grillées, éclats de chocolat noir et miel. 40 g.',
      en: 'Roasted hazelnuts, dark chocolate chips and honey. 40 g.',
    },
    priceCents: 270,
    weightG: 40,
    stock: 150,
  }),
  product({
    slug: 'barres-energetiques-lot-de-10',
    vatRate: VAT_STANDARD,
    categories: ['barre-energetique'],
    name: { fr: 'Barres énergétiques, lot de 10', en: 'Energy bars, pack of 10' },
    description: {
      fr: 'Dix barres assorties pour la saison de randonnée.',
      en: 'Ten assorted bars for the hiking season.',
    },
    priceCents: 2400,
    weightG: 400,
    stock: 30,
    discountPercent: 10,
  }),
];
