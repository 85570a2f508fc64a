import { theme } from '@nougaterie/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useVisitsEnv } from '../env/VisitsEnv.js';
import { useVisitsText } from '../i18n/useVisitsText.js';

const Box = styled.p<{ $late: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${({ $late }) => ($late ? '#fbeceb' : theme.colors.honeyLight)};
  color: ${({ $late }) => ($late ? theme.colors.danger : theme.colors.ink)};
  strong {
    font-variant-numeric: tabular-nums;
    font-size: 1.15rem;
  }
`;

/** Thresholds announced to screen readers as they pass: enough to act on, not a voice every second. */
const ANNOUNCED_MINUTES = [1, 2, 5, 10];

const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** How long the seats stay held while the visitor pays; `onExpired` once the time is up. */
export function HoldCountdown({ until, onExpired }: { until: string; onExpired: () => void }) {
  const { lang } = useVisitsEnv();
  const { t } = useVisitsText(lang);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Date.parse(until) - now);
  const expired = left === 0;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  const threshold = ANNOUNCED_MINUTES.find((minutes) => left <= minutes * 60_000);
  return (
    <>
      <Box $late={left < 2 * 60_000}>
        {t('payment.hold')} <strong>{clock(left)}</strong>
      </Box>
      <p className="visually-hidden" aria-live="polite">
        {expired ? t('payment.expired') : threshold ? t('payment.holdLeft', { count: threshold }) : ''}
      </p>
    </>
  );
}
