import { ALLERGENS, type Allergen } from '../schemas/allergen-list.js';

/**
 * A list of ingredients marks each allergen as `{<allergen id>:<words>}`, e.g.
 * `Sucre, {nuts:amandes} 30 %, {eggs:blanc d'œuf}`: the page shows the words in bold (regulation
 * (EU) 1169/2011 art. 21 1° b: emphasised by a typeset that clearly distinguishes it), and the id
 * ties the words to annex II's list whatever the language. Plain text, never HTML.
 */
const MARK = /\{([a-z]+):([^{}]+)\}/g;

export interface IngredientPart {
  text: string;
  allergen?: Allergen;
}

const isAllergen = (id: string): id is Allergen => (ALLERGENS as readonly string[]).includes(id);

/** The text in parts, the allergens' words apart; a mark with an unknown id stays plain text. */
export function ingredientParts(ingredients: string): IngredientPart[] {
  const parts: IngredientPart[] = [];
  let last = 0;
  for (const match of ingredients.matchAll(MARK)) {
    const [whole, id, words] = match;
    if (!isAllergen(id)) continue;
    if (match.index > last) parts.push({ text: ingredients.slice(last, match.index) });
    parts.push({ text: words, allergen: id });
    last = match.index + whole.length;
  }
  if (last < ingredients.length) parts.push({ text: ingredients.slice(last) });
  return parts;
}

/** The allergens a list of ingredients marks, in annex II's order, once each. */
export function markedAllergens(ingredients: string): Allergen[] {
  const marked = new Set(ingredientParts(ingredients).flatMap((part) => (part.allergen ? [part.allergen] : [])));
  return ALLERGENS.filter((id) => marked.has(id));
}
