import { theme, useTexts } from '@nougaterie/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { SHOWCASE_NS } from '../../i18n/texts';

const Figure = styled.figure`
  margin: 1.25rem 0 0;
  max-width: 720px;
  svg {
    width: 100%;
    height: auto;
    display: block;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.colors.line};
  }
  text {
    font-family: ${theme.fonts.body};
    fill: ${theme.colors.ink};
  }
`;

/**
 * The way to the shop, drawn by us: no third-party map, so no request and no tracking before
 * consent. The drawing is described in words for those who cannot see it.
 */
export function AccessMap() {
  const { t } = useTexts(SHOWCASE_NS);
  const id = useId();
  return (
    <Figure>
      <svg viewBox="0 0 600 380" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{t('map.title')}</title>
        <desc id={`${id}-desc`}>{t('map.description')}</desc>
        <rect width="600" height="380" fill="#f3ead8" />
        <g fill="#dfe8c9">
          <rect x="20" y="20" width="150" height="110" rx="8" />
          <rect x="420" y="240" width="160" height="120" rx="8" />
          <rect x="430" y="20" width="150" height="90" rx="8" />
        </g>
        <g stroke="#ffffff" strokeWidth="16" fill="none" strokeLinecap="round">
          <path d="M0 190 C 120 185, 200 190, 300 190" />
          <path d="M300 190 C 330 260, 320 320, 310 380" />
          <path d="M300 190 C 400 170, 500 160, 600 150" />
          <path d="M300 190 L 300 110" />
        </g>
        <g stroke="#c9b79a" strokeWidth="2" fill="none">
          <path d="M0 190 C 120 185, 200 190, 300 190" />
          <path d="M300 190 C 330 260, 320 320, 310 380" />
          <path d="M300 190 C 400 170, 500 160, 600 150" />
        </g>
        <rect x="250" y="150" width="100" height="80" rx="6" fill="#eadbbd" stroke="#b89c6c" />
        <circle cx="300" cy="190" r="9" fill="#7aa7c7" stroke="#fff" strokeWidth="2" />
        <rect x="262" y="70" width="76" height="36" rx="4" fill="#1d5fd1" />
        <text x="300" y="94" textAnchor="middle" fontSize="20" fontWeight="700" style={{ fill: '#fff' }}>
          P
        </text>
        <text x="300" y="60" textAnchor="middle" fontSize="14">
          {t('map.parking')}
        </text>
        <g transform="translate(360 240)">
          <rect width="26" height="26" rx="4" fill="#2e7d32" />
          <text x="13" y="19" textAnchor="middle" fontSize="14" fontWeight="700" style={{ fill: '#fff' }}>
            B
          </text>
          <text x="34" y="18" fontSize="14">
            {t('map.bus')}
          </text>
        </g>
        <g transform="translate(300 168)">
          <path d="M0 0 C -14 -18, -14 -34, 0 -40 C 14 -34, 14 -18, 0 0 Z" fill="#8a5200" stroke="#fff" strokeWidth="2" />
          <circle cy="-27" r="5" fill="#fff" />
        </g>
        <text x="300" y="250" textAnchor="middle" fontSize="16" fontWeight="700">
          {t('map.shop')}
        </text>
        <text x="14" y="176" fontSize="14">
          ← {t('map.toCarpentras')}
        </text>
        <text x="322" y="368" fontSize="14">
          ↓ {t('map.toPernes')}
        </text>
        <text x="586" y="136" textAnchor="end" fontSize="14">
          {t('map.toVenasque')} →
        </text>
        <g transform="translate(555 300)">
          <circle r="22" fill="#fff" stroke="#b89c6c" />
          <path d="M0 -16 L 6 4 L 0 0 L -6 4 Z" fill="#2b211a" />
          <text y="16" textAnchor="middle" fontSize="12" fontWeight="700">
            {t('map.north')}
          </text>
        </g>
      </svg>
    </Figure>
  );
}
