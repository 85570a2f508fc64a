import { addDays, parisDay } from '@nougaterie/contracts/rules';
import { Button, Field } from '@nougaterie/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../common/paths.js';
import { Actions, Cards, LoadState, PageHead, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';
import { priceText, seasonText } from './describe.js';

/** /gestion/visites: the tours, and the way to a day's list for the guide. */
export function ToursPage() {
  const { t } = useT();
  const { api, lang } = useStaff();
  const navigate = useNavigate();
  const { data, error, reload } = useAdminData('tours', () => api.tours());
  const today = parisDay();
  const [day, setDay] = useState(today);
  useStaffTitle(t('tours.title'));

  return (
    <>
      <PageHead>
        <h1>{t('tours.title')}</h1>
      </PageHead>
      <p>{t('tours.intro')}</p>
      <Panel aria-labelledby="tours-day">
        <h2 id="tours-day">{t('tours.dayPick')}</h2>
        <Actions>
          <Link to={PATHS.tourDay(today)}>{t('tours.today')}</Link>
          <Link to={PATHS.tourDay(addDays(today, 1))}>{t('tours.tomorrow')}</Link>
        </Actions>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (/^\d{4}-\d{2}-\d{2}$/.test(day)) void navigate(PATHS.tourDay(day));
          }}
        >
          <Field type="date" label={t('tours.dayPick')} value={day} onChange={(event) => setDay(event.target.value)} required />
          <Button type="submit">{t('tours.dayOpen')}</Button>
        </form>
      </Panel>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <Cards aria-label={t('tours.list')}>
          {data.tours.map((tour) => (
            <li key={tour.id}>
              <Link to={PATHS.tour(tour.id)}>
                <strong>{lang === 'en' ? tour.name_en : tour.name_fr}</strong>
              </Link>
              <br />
              {priceText(tour.pricing, t, lang)}
              <br />
              <small>
                {t('tours.capacityLine', { capacity: tour.capacity, max: tour.max_party })}
                {tour.schedule.map((season, i) => (
                  <span key={i}>
                    <br />
                    {seasonText(season, t)}
                  </span>
                ))}
              </small>
            </li>
          ))}
        </Cards>
      )}
    </>
  );
}
