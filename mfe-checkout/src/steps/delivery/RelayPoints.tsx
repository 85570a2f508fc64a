import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { RelayPoint } from '@nougaterie/contracts';
import { intlLocale, openingLines } from '@nougaterie/contracts/rules';
import { Button, media, theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { RelayMap } from './RelayMap.js';

const Search = styled.div`
  margin: 0.75rem 0;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.3rem;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0.6rem 0.75rem;
    font: inherit;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  max-height: 28rem;
  overflow: auto;
`;
const Point = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 0.2rem 0.6rem;
  padding: 0.6rem;
  ${media.sm} {
    gap: 0.2rem 0.75rem;
    padding: 0.75rem;
  }
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.honeyDark : theme.colors.line)};
  border-radius: ${theme.radius};
  background: ${({ $checked }) => ($checked ? theme.colors.cream : theme.colors.paper)};
  cursor: pointer;
  input {
    margin-top: 0.25rem;
    width: 1.1rem;
    height: 1.1rem;
  }
  strong {
    display: block;
  }
  span,
  ul {
    color: ${theme.colors.inkSoft};
    font-size: 0.92rem;
  }
  ul {
    margin: 0.3rem 0 0;
    padding-left: 1.1rem;
  }
`;
const Distance = styled.span`
  white-space: nowrap;
`;
/** A time range is read as one: it never breaks across lines. */
const Slot = styled.span`
  white-space: nowrap;
`;
const Message = styled.p<{ $error?: boolean }>`
  margin: 0.4rem 0 0;
  color: ${({ $error }) => ($error ? theme.colors.danger : 'inherit')};
`;

/**
 * The relay-point part of the delivery step: a postcode search (prefilled with the shipping
 * postcode) and the nearest points with address, distance and opening hours, one to choose.
 */
export function RelayPoints({
  relays,
  selected,
  onSelect,
  initialPostcode,
  onSearch,
  searching,
  searchError,
  lang,
}: {
  relays: RelayPoint[];
  selected: string | null;
  onSelect: (id: string) => void;
  initialPostcode: string;
  onSearch: (postcode: string) => void;
  searching: boolean;
  searchError: string | null;
  lang: string;
}) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  const [postcode, setPostcode] = useState(initialPostcode);
  const [invalid, setInvalid] = useState(false);
  const km = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 });

  const search = () => {
    const wanted = postcode.trim();
    const valid = /^\d{5}$/.test(wanted);
    setInvalid(!valid);
    if (valid) onSearch(wanted);
  };
  // The step is one form: Enter in the postcode searches instead of submitting the whole step.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const error = invalid ? t('delivery.postcodeInvalid') : searchError;

  return (
    <div>
      <Search>
        <label htmlFor={`${id}-postcode`}>{t('delivery.postcode')}</label>
        <div>
          <input
            id={`${id}-postcode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="button" $variant="secondary" onClick={search} disabled={searching} aria-busy={searching}>
            {t('delivery.search')}
          </Button>
        </div>
        <div role="alert">
          {error && (
            <Message id={`${id}-error`} $error>
              {error}
            </Message>
          )}
        </div>
      </Search>
      <div role="status">{searching ? t('delivery.searching') : relays.length === 0 ? t('delivery.noRelay') : ''}</div>
      <RelayMap relays={relays} selected={selected} onSelect={onSelect} />
      <List aria-label={t('delivery.relayList')}>
        {relays.map((relay) => (
          <li key={relay.id}>
            <Point $checked={relay.id === selected}>
              <input type="radio" name="relay" value={relay.id} checked={relay.id === selected} onChange={() => onSelect(relay.id)} />
              <div>
                <strong>{relay.name}</strong>
                <span>
                  {relay.address}, {relay.zipcode} {relay.city}
                </span>
                <ul aria-label={t('delivery.openingHours')}>
                  {openingLines(relay.opening_hours, lang).map(({ days, slots }) => (
                    <li key={days}>
                      {t('delivery.openingDays', { days })}{' '}
                      {slots.map((slot, index) => (
                        <Fragment key={slot}>
                          {index > 0 && ', '}
                          <Slot>{slot}</Slot>
                        </Fragment>
                      ))}
                    </li>
                  ))}
                </ul>
              </div>
              {relay.distance_km !== undefined && <Distance>{t('delivery.distance', { distance: km.format(relay.distance_km) })}</Distance>}
            </Point>
          </li>
        ))}
      </List>
    </div>
  );
}
