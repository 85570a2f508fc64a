import { createVisitsClient, currentShopInfo, setShopInfo, type Booking, type Lang } from '@nougaterie/contracts';
import type { i18n } from 'i18next';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';
import { heldBooking } from '../booking/heldBooking.js';
import { VisitsEnvProvider, type VisitsEnv } from '../env/VisitsEnv.js';
import { FLOW } from '../flow.js';
import { useVisitsText } from '../i18n/useVisitsText.js';
import { remToPx } from './remToPx.js';
import { WidgetStyle } from './widgetStyle.js';

/** The event a partner page listens to; bubbles out of the shadow root (composed). */
export const BOOKED_EVENT = 'nougat-visites:booked';

/** What the event tells the page: enough for its own thanks or analytics, nothing personal. */
export interface BookedDetail {
  reference: string;
  tour: string;
  /** Start of the visit, ISO 8601. */
  slot: string;
  /** Euros, VAT included. */
  amount: number;
}

const PLUGINS = [remToPx];

export interface WidgetProps {
  tour: string | null;
  lang: Lang;
  /** null while the deployed configuration is awaited or when there is none. */
  apiUrl: string | null;
  siteUrl: string | null;
  /** false while the deployed configuration is being read. */
  configured: boolean;
  host: HTMLElement;
  styleTarget: ShadowRoot;
  i18n: i18n;
}

/** Before the flow can start: the configuration is on its way, or no api was given. */
function Status({ lang, waiting }: { lang: Lang; waiting: boolean }) {
  const { t } = useVisitsText(lang);
  return waiting ? <p role="status">{t('actions.loading')}</p> : <p role="alert">{t('widget.unavailable', { phone: currentShopInfo().firm.phoneDisplay })}</p>;
}

/**
 * The booking flow inside <nougat-visites>: the site's own pages, with their own router (the
 * partner's address never changes), i18n instance and style sheet in the shadow root.
 */
export function WidgetApp({ tour, lang, apiUrl, siteUrl, configured, host, styleTarget, i18n }: WidgetProps) {
  // The client outlives a change of language (the booking under way keeps its state) and sends the
  // latest one: the page's commit sets it, before any effect below calls the api.
  const langRef = useRef(lang);
  useLayoutEffect(() => {
    langRef.current = lang;
  }, [lang]);
  const api = useMemo(
    // eslint-disable-next-line react-hooks/refs -- the client reads the getter when it sends a request, never while it is created
    () => (apiUrl ? createVisitsClient({ baseURL: apiUrl, lang: () => langRef.current }) : null),
    [apiUrl],
  );
  const env = useMemo<VisitsEnv | null>(
    () =>
      api && {
        api,
        lang,
        user: null,
        embedded: true,
        siteUrl,
        onBooked: (booking: Booking) =>
          host.dispatchEvent(
            new CustomEvent<BookedDetail>(BOOKED_EVENT, {
              bubbles: true,
              composed: true,
              detail: { reference: booking.reference, tour: booking.tour.slug, slot: booking.slot.starts_at, amount: booking.amount },
            }),
          ),
        onUnknownTour: () => undefined,
      },
    [api, lang, siteUrl, host],
  );
  // No shell on a partner's page: the widget asks who organises the tours itself (name, address,
  // bank details for a transfer), among the tour calls, so that it never shows the build's
  // demonstration firm. A failure (or an answer that is not one) keeps what is there.
  useEffect(() => {
    api?.organiser().then(setShopInfo, () => undefined);
  }, [api]);
  // A reload while paying comes back to the payment; otherwise the booking starts on the tour.
  const start = useMemo(() => (heldBooking.get() ? '/visites/paiement' : `/visites/${tour ?? ''}`), [tour]);

  return (
    <StyleSheetManager target={styleTarget} stylisPlugins={PLUGINS}>
      <I18nextProvider i18n={i18n}>
        <WidgetStyle />
        <div className="nougat-visites" lang={lang}>
          {env ? (
            <MemoryRouter key={tour} initialEntries={[start]}>
              <VisitsEnvProvider env={env}>
                <Routes>
                  {FLOW.map(({ path, component: Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                  <Route path="*" element={null} />
                </Routes>
              </VisitsEnvProvider>
            </MemoryRouter>
          ) : (
            <Status lang={lang} waiting={!configured} />
          )}
        </div>
      </I18nextProvider>
    </StyleSheetManager>
  );
}
