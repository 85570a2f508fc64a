import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { RelayPoint } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../../i18n/index.js';

/** Leaflet and its stylesheet come with the map, never with the rest of the checkout. */
const RelayMapView = lazy(() => import('./RelayMapView.js'));

/** The map's box is its size before the map arrives: nothing below it moves. */
const Box = styled.section`
  height: 16rem;
  margin: 0.75rem 0;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  background: ${theme.colors.cream};
  /* Under the site's sticky header and modals. */
  position: relative;
  z-index: 0;
`;

export function RelayMap({ relays, selected, onSelect }: { relays: RelayPoint[]; selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useCheckoutTranslation();
  if (relays.length === 0) return null;
  return (
    <Box aria-label={t('delivery.map')}>
      <Suspense fallback={null}>
        <RelayMapView relays={relays} selected={selected} onSelect={onSelect} attribution={t('delivery.mapAttribution')} />
      </Suspense>
    </Box>
  );
}
