import type { Lang } from '@nougaterie/contracts';
import { Button, media } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';
import type { Party, Tour } from '../tours/types.js';
import { CountField } from './CountField.js';
import { INITIAL_PARTY, toParty, type PartyValues } from './party.js';
import { quote } from './price.js';
import { PriceSummary } from './PriceSummary.js';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-bottom: 1.25rem;
  ${media.md} { grid-template-columns: 1fr 1fr; align-items: start; }
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend { font-weight: 700; font-size: 1.1rem; margin-bottom: 0.75rem; padding: 0; }
`;

/** The party step: who comes, and what it costs under the tour's rules. */
export function PartyForm({ tour, lang, onContinue }: { tour: Tour; lang: Lang; onContinue: (party: Party) => void }) {
  const { t } = useVisitsText(lang);
  const countError = t('booking.errors.count');

  const validate = (values: PartyValues) => {
    const party = toParty(values);
    const result = party && quote(tour.pricing, party);
    return result && !result.ok ? { [FORM_ERROR]: result.reason } : {};
  };

  return (
    <Form<PartyValues>
      initialValues={INITIAL_PARTY}
      validate={validate}
      onSubmit={(values) => {
        const party = toParty(values);
        if (party) onContinue(party);
      }}
    >
      {({ handleSubmit, values }) => {
        const party = toParty(values);
        return (
          <form onSubmit={handleSubmit} noValidate>
            <Layout>
              <fieldset>
                <legend>{t('booking.party.legend')}</legend>
                <CountField name="adults" label={t('booking.party.adults')} error={countError} />
                <CountField name="children" label={t('booking.party.children')} error={countError} />
              </fieldset>
              <PriceSummary quote={party && quote(tour.pricing, party)} lang={lang} />
            </Layout>
            <Button type="submit">{t('booking.party.submit')}</Button>
          </form>
        );
      }}
    </Form>
  );
}
