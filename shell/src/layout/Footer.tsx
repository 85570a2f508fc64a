import { media, theme } from '@nougaterie/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FOOTER_RANGES, LEGAL_LINKS } from '../config/navigation';
import { useShell } from '../federation/ShellContext';
import { useShopInfo } from '../shop/useShopInfo';
import { useAfterFirstPaint } from './afterFirstPaint';

const Wrap = styled.footer`
  margin-top: 3rem;
  background: #3b2c22;
  color: ${theme.colors.almond};
  a {
    color: ${theme.colors.honeyLight};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const Columns = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
    padding: 3rem 1.5rem 2rem;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.8rem;
    color: #fff;
    letter-spacing: 0.03em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0.35rem 0;
  }
  address {
    font-style: normal;
    line-height: 1.7;
  }
`;
const Bottom = styled.div`
  border-top: 1px solid rgba(233, 220, 198, 0.2);
  padding: 1rem;
  text-align: center;
  font-size: 0.9rem;
  p {
    margin: 0.25rem 0;
  }
`;

/** The closing days ahead, worded by a chunk of their own: most days there is none to show. */
const FooterClosures = lazy(() => import('./FooterClosures'));

/** A button, since it opens a dialog, dressed as the links beside it. */
const CookieLink = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: ${theme.colors.honeyLight};
  cursor: pointer;
  text-align: left;
  &:hover {
    text-decoration: underline;
  }
`;

/** Below the fold at first (RoutePage holds the screen): it renders just after the first paint. */
export function Footer() {
  return useAfterFirstPaint() ? <FooterContent /> : null;
}

function FooterContent() {
  const { t } = useTranslation();
  const { consent } = useShell();
  // The shop's identity and closing days as stored (the back office's settings), not constants.
  const { firm, hours } = useShopInfo();
  return (
    <Wrap>
      <Columns>
        <section aria-labelledby="footer-ranges">
          <h2 id="footer-ranges">{t('footer.rangesTitle')}</h2>
          <ul>
            {FOOTER_RANGES.map((range) => {
              const label = t(`footer.ranges.${range}`);
              return (
                <li key={range}>
                  <Link to={`/boutique?${new URLSearchParams({ search: label }).toString()}`}>{label}</Link>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">{t('footer.shopTitle')}</h2>
          <address>
            {firm.name}
            <br />
            {firm.street}
            <br />
            {firm.zipcode} {firm.city}
            <br />
            {t('footer.phone')} <a href={`tel:${firm.phone}`}>{firm.phoneDisplay}</a>
          </address>
          {hours.closures.length > 0 && (
            <Suspense fallback={null}>
              <FooterClosures closures={hours.closures} />
            </Suspense>
          )}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactTitle')}</h2>
          <ul>
            <li>
              <Link to="/contactez-nous">{t('footer.contactLink')}</Link>
            </li>
            <li>
              <Link to="/infos-pratiques#horaires">{t('footer.hoursLink')}</Link>
            </li>
            <li>
              <a href={`mailto:${firm.email}`}>{firm.email}</a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legalTitle')}</h2>
          <ul>
            {LEGAL_LINKS.map(({ key, to }) => (
              <li key={key}>
                <Link to={to}>{t(`footer.legal.${key}`)}</Link>
              </li>
            ))}
            <li>
              <CookieLink type="button" onClick={consent.openSettings} data-testid="cookie-settings">
                {t('consent.footerLink')}
              </CookieLink>
            </li>
          </ul>
        </nav>
      </Columns>
      <Bottom>
        <p>{t('footer.promise')}</p>
        <p>{t('footer.freeShipping')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: firm.name })}</p>
      </Bottom>
    </Wrap>
  );
}
