import type { Quote } from '@nougaterie/contracts/rules';
import styled from 'styled-components';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { CountField } from './CountField.js';
import { PriceSummary } from './PriceSummary.js';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** Who comes, and what it costs under the tour's rules (the same rule the api charges). */
export function PartyFields({ quote }: { quote: Quote | null }) {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const countError = t('booking.errors.count');
  return (
    <Layout>
      <div>
        <CountField name="adults" label={t('booking.party.adults')} error={countError} />
        <CountField name="children" label={t('booking.party.children')} error={countError} />
      </div>
      <PriceSummary quote={quote} lang={lang} />
    </Layout>
  );
}
