import type { Lang } from '@nougaterie/contracts';
import { media, theme } from '@nougaterie/ui';
import styled from 'styled-components';
import { useVisitsText } from '../i18n/useVisitsText.js';

export const STEPS = ['tour', 'details', 'payment', 'done'] as const;
export type Step = (typeof STEPS)[number];

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  counter-reset: step;
  font-size: 0.95rem;
  ${media.md} {
    font-size: 1rem;
  }
`;
const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  counter-increment: step;
  color: ${({ $state }) => ($state === 'upcoming' ? theme.colors.inkSoft : theme.colors.ink)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 1.8rem;
    height: 1.8rem;
    border-radius: 50%;
    font-weight: 700;
    color: ${({ $state }) => ($state === 'upcoming' ? theme.colors.lavender : '#fff')};
    background: ${({ $state }) => ($state === 'upcoming' ? 'transparent' : $state === 'current' ? theme.colors.honeyDark : theme.colors.lavender)};
    border: 2px solid ${({ $state }) => ($state === 'current' ? theme.colors.honeyDark : theme.colors.lavender)};
  }
`;

/** Where the visitor stands in the booking, spoken as well as drawn. */
export function Steps({ current, lang }: { current: Step; lang: Lang }) {
  const { t } = useVisitsText(lang);
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t('booking.steps.label')}>
      <List>
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'upcoming';
          return (
            <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {t(`booking.steps.${step}`)}
              {state !== 'upcoming' && <span className="visually-hidden">({t(`booking.steps.states.${state}`)})</span>}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
