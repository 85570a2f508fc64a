import {
  shippingRatesProblems,
  type ShippingRateFormProblem,
  type ShippingRates,
  type ShippingRatesForm,
  type ShippingZoneId,
} from '@nougaterie/contracts/admin';
import { Button, FormAlert, theme, VisuallyHidden } from '@nougaterie/ui';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { parseNumber } from '../common/format.js';
import { moneyText } from './moneyText.js';
import { Announce, LoadState, Panel, SmallButton } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

interface BandText {
  weight: string;
  price: string;
}
/** Every priced method's table in every zone, as typed: `${method_id}|${zone}`. */
type Draft = Record<string, BandText[]>;

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.6rem 0.75rem;
    min-height: 44px;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
    background: #fff;
  }
`;
const Bands = styled.ol`
  list-style: none;
  max-width: 40rem;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;
const Band = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: 0.5rem;
  label {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    margin-bottom: 0.2rem;
  }
  input {
    font: inherit;
    width: 100%;
    box-sizing: border-box;
    padding: 0.5rem 0.6rem;
    min-height: 44px;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
    background: #fff;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
const Problems = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.2rem;
  color: ${theme.colors.danger};
`;

const keyOf = (methodId: number, zone: string) => `${methodId}|${zone}`;

function draftOf(rates: ShippingRates): Draft {
  const draft: Draft = {};
  for (const method of rates.methods.filter((m) => m.kind !== 'shop')) {
    for (const zone of rates.zones) {
      const table = rates.tables.find((t) => t.method_id === method.id && t.zone === zone);
      draft[keyOf(method.id, zone)] = (table?.bands ?? []).map((b) => ({ weight: String(b.max_weight_g), price: moneyText(b.price) }));
    }
  }
  return draft;
}

function formOf(draft: Draft): ShippingRatesForm {
  return {
    tables: Object.entries(draft).map(([key, bands]) => {
      const [method, zone] = key.split('|');
      return {
        method_id: Number(method),
        zone,
        bands: bands.map((b) => ({ max_weight_g: /^\s*\d+\s*$/.test(b.weight) ? Number(b.weight) : NaN, price: parseNumber(b.price) })),
      };
    }),
  };
}

/**
 * The shipping prices (owners): for each delivery method and zone, prices up to a weight, the
 * lightest band that holds the parcel applies. One table shows at a time (a phone has room for
 * one); saving sends them all, checked first by the contracts' rules. New baskets are priced with
 * them; an order keeps what it was charged.
 */
export function ShippingRatesPanel() {
  const { t } = useT();
  const { api, endsSession, lang } = useStaff();
  const { data, error, reload, replace } = useAdminData('shipping-rates', () => api.shippingRates());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problems, setProblems] = useState<ShippingRateFormProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const pickerId = useId();

  const current = useMemo(() => draft ?? (data ? draftOf(data) : null), [draft, data]);
  if (!data || !current) {
    return (
      <Panel aria-labelledby="settings-rates">
        <h2 id="settings-rates">{t('rates.title')}</h2>
        <LoadState error={error} onRetry={reload} />
      </Panel>
    );
  }

  const methodName = (id: number) => {
    const method = data.methods.find((m) => m.id === id);
    return method ? (lang === 'en' ? method.name_en : method.name_fr) : String(id);
  };
  const tableName = (key: string) => {
    const [method, zone] = key.split('|');
    return `${methodName(Number(method))} – ${t(`rates.zones.${zone as ShippingZoneId}`)}`;
  };
  const keys = Object.keys(current);
  const shown = chosen && current[chosen] ? chosen : keys[0];
  const bands = current[shown] ?? [];

  const edit = (next: BandText[]) => {
    setDraft({ ...current, [shown]: next });
    setSaved(false);
  };
  const problemText = (p: ShippingRateFormProblem) =>
    `${tableName(keyOf(p.method_id, p.zone))}${p.band === undefined ? '' : `, ${t('rates.band', { n: p.band + 1 })}`} : ${t(`rates.errors.${p.problem}`)}`;
  const invalid = (band: number, problem: 'weight' | 'price') =>
    problems.some(
      (p) => keyOf(p.method_id, p.zone) === shown && p.band === band && (problem === 'price' ? p.problem === 'price_range' : p.problem !== 'price_range'),
    );

  const save = async () => {
    setSaved(false);
    setFailure(null);
    const form = formOf(current);
    const found = shippingRatesProblems(form, data.methods);
    setProblems(found);
    if (found.length) {
      setChosen(keyOf(found[0].method_id, found[0].zone));
      return;
    }
    setBusy(true);
    try {
      const next = await api.updateShippingRates(form);
      replace(next);
      setDraft(null);
      setSaved(true);
    } catch (failed) {
      if (!endsSession(failed)) setFailure(errorMessage(failed, t, 'rates.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="settings-rates">
      <h2 id="settings-rates">{t('rates.title')}</h2>
      <p>{t('rates.intro')}</p>
      <FormAlert message={failure ?? undefined} />
      {problems.length > 0 && (
        <div role="alert">
          <p>{t('rates.invalid')}</p>
          <Problems>
            {problems.map((p, i) => (
              <li key={i}>{problemText(p)}</li>
            ))}
          </Problems>
        </div>
      )}
      <Picker>
        <label htmlFor={pickerId}>{t('rates.table')}</label>
        <select id={pickerId} value={shown} onChange={(event) => setChosen(event.target.value)}>
          {keys.map((key) => (
            <option key={key} value={key}>
              {tableName(key)}
            </option>
          ))}
        </select>
      </Picker>
      {bands.length === 0 ? (
        <p>{t('rates.empty')}</p>
      ) : (
        <Bands aria-label={tableName(shown)}>
          {bands.map((band, index) => {
            const n = index + 1;
            const from = index === 0 ? 0 : bands[index - 1].weight;
            return (
              <Band key={index}>
                <div>
                  <label htmlFor={`${pickerId}-w${index}`}>
                    <VisuallyHidden>{t('rates.band', { n })}, </VisuallyHidden>
                    {t('rates.weight', { from })}
                  </label>
                  <input
                    id={`${pickerId}-w${index}`}
                    inputMode="numeric"
                    value={band.weight}
                    aria-invalid={invalid(index, 'weight') || undefined}
                    onChange={(event) => edit(bands.map((b, i) => (i === index ? { ...b, weight: event.target.value } : b)))}
                  />
                </div>
                <div>
                  <label htmlFor={`${pickerId}-p${index}`}>
                    <VisuallyHidden>{t('rates.band', { n })}, </VisuallyHidden>
                    {t('rates.price')}
                  </label>
                  <input
                    id={`${pickerId}-p${index}`}
                    inputMode="decimal"
                    value={band.price}
                    aria-invalid={invalid(index, 'price') || undefined}
                    onChange={(event) => edit(bands.map((b, i) => (i === index ? { ...b, price: event.target.value } : b)))}
                  />
                </div>
                <SmallButton type="button" $variant="ghost" onClick={() => edit(bands.filter((_, i) => i !== index))}>
                  {t('rates.remove')}
                  <VisuallyHidden> {t('rates.band', { n })}</VisuallyHidden>
                </SmallButton>
              </Band>
            );
          })}
        </Bands>
      )}
      <Button type="button" $variant="secondary" onClick={() => edit([...bands, { weight: '', price: '' }])}>
        {t('rates.add')}
      </Button>{' '}
      <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
        {t('rates.save')}
      </Button>
      <Announce message={saved ? t('rates.saved') : null} />
    </Panel>
  );
}
