import type { Lang } from '@nougaterie/contracts';
import { Button, theme } from '@nougaterie/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';

const Panel = styled.section`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${theme.colors.line};
  border-left: 4px solid ${theme.colors.lavender};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  h2 { margin: 0 0 0.75rem; font-size: 1.4rem; }
  h2:focus { outline: none; }
  p { max-width: 65ch; }
`;

/**
 * The date and slot step. The calendar of slots arrives with the tours api (issue 6); until then
 * the step says how it works and how to book now. `contactHref` comes from the host page, so an
 * embed on another site can point back to ours.
 */
export function SlotStep({ lang, contactHref }: { lang: Lang; contactHref: string }) {
  const { t } = useVisitsText(lang);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Panel aria-labelledby="visits-slot-title">
      <h2 id="visits-slot-title" ref={title} tabIndex={-1}>
        {t('booking.slot.title')}
      </h2>
      <p>{t('booking.slot.how')}</p>
      <p>{t('booking.slot.now')}</p>
      <Button as="a" href={contactHref} $variant="secondary">
        {t('booking.slot.contact')}
      </Button>
    </Panel>
  );
}
