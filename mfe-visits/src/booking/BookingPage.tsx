import { currentShopInfo, shopInfo$ } from '@nougaterie/contracts';
import { theme, usePageMeta, useObservable } from '@nougaterie/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { FlowPage } from '../common/FlowPage.js';
import { LoadFailure, Loading } from '../common/LoadFailure.js';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { formatDuration } from '../tours/format.js';
import { useTours } from '../tours/useTours.js';
import { BookingForm } from './BookingForm.js';
import { Steps } from './Steps.js';
import { TourPicker } from './TourPicker.js';

const Lead = styled.p`
  font-size: 1.1rem;
  max-width: 65ch;
  margin: 0 0 1.5rem;
`;
const Meta = styled.p`
  margin: -0.5rem 0 1.5rem;
  color: ${theme.colors.inkSoft};
  font-weight: 600;
`;
const Bottom = styled.p`
  margin: 2rem 0 0;
`;

/** /visites/:slug?: without a slug, choose a tour; with one, book it. */
export function BookingPage() {
  const { api, lang, embedded, onUnknownTour } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  // The shop's identity as stored (the back office's settings), loaded by the shell.
  const firm = useObservable(shopInfo$, currentShopInfo()).firm;
  const { slug } = useParams();
  const { state, reload } = useTours(api, lang);
  const tour = state.status === 'done' ? state.tours.find((candidate) => candidate.slug === slug) : undefined;
  const unknown = state.status === 'done' && slug !== undefined && !tour;

  useEffect(() => {
    if (unknown) onUnknownTour();
  }, [unknown, onUnknownTour]);
  // On the site, each tour's booking page is named for its tour (tab, search results, shares); a
  // partner's page keeps its own head.
  usePageMeta(
    tour && !embedded
      ? {
          title: `${t('booking.titleTour', { name: tour.name })} | ${firm.name}`,
          description: tour.summary,
          canonical: `${window.location.origin}/visites/${tour.slug}`,
        }
      : null,
  );

  if (state.status !== 'done') {
    return <FlowPage title={t('booking.title')}>{state.status === 'loading' ? <Loading /> : <LoadFailure error={state.error} onRetry={reload} />}</FlowPage>;
  }
  // The site shows its 404 page; a widget given a wrong tour offers them all.
  if (unknown && !embedded) return null;
  if (!tour) {
    return (
      <FlowPage title={t('booking.title')}>
        <Steps current="tour" lang={lang} />
        <Lead>{t(unknown ? 'booking.unknownTour' : 'booking.chooseIntro')}</Lead>
        <TourPicker tours={state.tours} lang={lang} />
      </FlowPage>
    );
  }
  return (
    <FlowPage title={t('booking.titleTour', { name: tour.name })}>
      <Meta>
        {[
          t(tour.guided ? 'tours.guided' : 'tours.selfGuided'),
          formatDuration(tour.durationMinutes, t),
          tour.leadDays > 0 && t('price.lead', { count: tour.leadDays }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Meta>
      <Steps current="details" lang={lang} />
      <BookingForm key={tour.slug} tour={tour} />
      <Bottom>
        <Link to="/visites">{t('booking.change')}</Link>
      </Bottom>
    </FlowPage>
  );
}
