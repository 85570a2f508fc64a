import type { RemoteProps } from '@nougaterie/contracts';
import { Container, PageTitle, theme } from '@nougaterie/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BookingFlow } from '../booking/BookingFlow.js';
import { TourPicker } from '../booking/TourPicker.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { findTour } from '../tours/data.js';
import { formatDuration } from '../tours/format.js';

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
const Page = styled(Container)`
  padding-bottom: 2.5rem;
`;
const Bottom = styled.p`
  margin: 2rem 0 0;
`;

/** /visites/:slug?: without a slug, choose a tour; with one, book it. */
export function BookingPage({ ctx }: RemoteProps) {
  const { t } = useVisitsText(ctx.lang);
  const { slug } = useParams();
  const tour = findTour(slug);
  const unknown = slug !== undefined && !tour;

  useEffect(() => {
    if (unknown) ctx.bus.emit('shell:error', { status: 404 });
  }, [unknown, ctx.bus]);

  if (unknown) return null;
  if (!tour) {
    return (
      <Page>
        <PageTitle>{t('booking.title')}</PageTitle>
        <Lead>{t('booking.chooseIntro')}</Lead>
        <TourPicker lang={ctx.lang} hrefOf={(s) => `/visites/${s}`} />
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle>{t('booking.titleTour', { name: t(`tours.items.${tour.slug}.name`) })}</PageTitle>
      <Meta>
        {[
          t(tour.guided ? 'tours.guided' : 'tours.selfGuided'),
          formatDuration(tour.durationMinutes, t),
          tour.leadDays > 0 && t('price.lead', { count: tour.leadDays }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Meta>
      <BookingFlow tour={tour} lang={ctx.lang} contactHref="/contactez-nous" />
      <Bottom>
        <Link to="/visites">{t('booking.change')}</Link>
      </Bottom>
    </Page>
  );
}
