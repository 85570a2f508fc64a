import styled from 'styled-components';
import { currentShopInfo, shopInfo$, type FoodInfo as Info, type Lang, type Nutrition } from '@nougaterie/contracts';
import { ingredientParts } from '@nougaterie/contracts/rules';
import { media, theme, useObservable } from '@nougaterie/ui';
import { useFoodTranslation } from '../i18n/food.js';

const Body = styled.div`
  display: grid;
  gap: 1rem 2.5rem;
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  h3 {
    font-size: 1rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dl {
    margin: 1rem 0 0;
  }
  dl div {
    margin-top: 0.35rem;
  }
  dt,
  dd {
    display: inline;
    margin: 0;
  }
  dt {
    font-weight: 700;
    margin-right: 0.3em;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 0.4rem;
  }
  th,
  td {
    border-bottom: 1px solid ${theme.colors.line};
    padding: 0.3rem 0.4rem;
    text-align: left;
    font-weight: 400;
  }
  td,
  thead th + th {
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    font-weight: 700;
  }
  .sub {
    padding-left: 1.4rem;
  }
`;

/**
 * A number as fr-FR and en-GB write it ("1 846" / "1,846", "17,5" / "17.5"): written out, as
 * formatEuros is, so the page asks no Intl locale data for it.
 */
export function formatNumber(value: number, lang: Lang, decimals = 0): string {
  const [units, fraction] = value.toFixed(decimals).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, lang === 'en' ? ',' : '\u202f');
  return fraction ? `${grouped}${lang === 'en' ? '.' : ','}${fraction}` : grouped;
}

/** Annex XV's order and names; the two "of which" lines indented under their whole. */
const NUTRIENTS: [keyof Nutrition, boolean][] = [
  ['fat', false],
  ['saturates', true],
  ['carbohydrate', false],
  ['sugars', true],
  ['protein', false],
  ['salt', false],
];

/**
 * The mandatory food information of regulation (EU) 1169/2011 art. 9, available before purchase
 * as art. 14 asks of distance selling: ingredients with their allergens in bold (art. 21), the
 * allergens (annex II), net quantity (art. 23), storage and best-before (art. 24-25), the
 * nutrition declaration per 100 g (art. 30-34, annex XV) and the maker (art. 9 1° h). The
 * section's heading is FoodSection's; this body is its lazily loaded part.
 */
export default function FoodInfo({ info, lang }: { info: Info; lang: Lang }) {
  const { t } = useFoodTranslation();
  // The shop's identity as stored (the back office's settings), loaded by the shell.
  const firm = useObservable(shopInfo$, currentShopInfo()).firm;
  const names = (ids: Info['allergens']) => ids.map((id) => t(`allergen.${id}`)).join(', ');
  const n = info.nutrition;
  return (
    <Body>
      <div>
        <h3>{t('food.ingredients')}</h3>
        <p>{ingredientParts(info.ingredients).map((part, i) => (part.allergen ? <strong key={i}>{part.text}</strong> : part.text))}</p>
        <dl>
          <div>
            <dt>{t('food.allergens')}</dt>
            <dd>{info.allergens.length > 0 ? names(info.allergens) : t('food.none')}</dd>
          </div>
          {info.traces.length > 0 && (
            <div>
              <dt>{t('food.traces')}</dt>
              <dd>{names(info.traces)}</dd>
            </div>
          )}
          <div>
            <dt>{t('food.netQuantity')}</dt>
            <dd>{formatNumber(info.net_quantity_g, lang)} g</dd>
          </div>
          <div>
            <dt>{t('food.storage')}</dt>
            <dd>{info.storage}</dd>
          </div>
          <div>
            <dt>{t('food.bestBefore')}</dt>
            <dd>{info.best_before}</dd>
          </div>
          <div>
            <dt>{t('food.maker')}</dt>
            <dd>{`${firm.legalName}, ${firm.street}, ${firm.zipcode} ${firm.city}, ${firm.country}`}</dd>
          </div>
        </dl>
      </div>
      {n ? (
        <table>
          <caption>{t('food.nutrition')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('food.nutrient')}</th>
              <th scope="col">{t('food.per100g')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('food.energy')}</th>
              <td>{`${formatNumber(n.energy_kj, lang)} kJ / ${formatNumber(n.energy_kcal, lang)} kcal`}</td>
            </tr>
            {NUTRIENTS.map(([key, sub]) => (
              <tr key={key}>
                <th scope="row" className={sub ? 'sub' : undefined}>
                  {t(`food.${key}`)}
                </th>
                <td>{formatNumber(n[key], lang, 1)} g</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('food.nutritionExempt')}</p>
      )}
    </Body>
  );
}
