import styled from 'styled-components';
import { media, theme } from '@nougaterie/ui';
import { useCheckoutTranslation } from '../i18n/index.js';
import { STEPS, type StepKey } from './steps.js';

const List = styled.ol`
  list-style: none;
  display: flex;
  justify-content: space-between;
  gap: 0.25rem;
  margin: 1.5rem 0 1rem;
  padding: 0;
  counter-reset: step;
`;
const Step = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.3rem;
  position: relative;
  font-size: 0.8rem;
  text-align: center;
  color: ${({ $state }) => ($state === 'upcoming' ? theme.colors.inkSoft : theme.colors.ink)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    border: 2px solid ${({ $state }) => ($state === 'upcoming' ? theme.colors.line : theme.colors.honeyDark)};
    background: ${({ $state }) => ($state === 'current' ? theme.colors.honeyDark : $state === 'done' ? theme.colors.honeyLight : theme.colors.paper)};
    color: ${({ $state }) => ($state === 'current' ? '#fff' : 'inherit')};
    font-weight: 700;
    z-index: 1;
  }
  &:not(:first-child)::after {
    content: '';
    position: absolute;
    top: 1rem;
    right: 50%;
    width: 100%;
    height: 2px;
    background: ${({ $state }) => ($state === 'upcoming' ? theme.colors.line : theme.colors.honeyDark)};
  }
`;
/* On a phone six labels do not fit: only the current one is written, the others are numbers. */
const Label = styled.span<{ $current: boolean }>`
  ${({ $current }) => ($current ? '' : `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`)}
  ${media.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

/** Where the shopper is among the six checkout steps. */
export function StepIndicator({ current }: { current: StepKey }) {
  const { t } = useCheckoutTranslation();
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <List>
        {STEPS.map((step, i) => (
          <Step key={step} $state={i < index ? 'done' : i === index ? 'current' : 'upcoming'} aria-current={i === index ? 'step' : undefined}>
            <Label $current={i === index}>{t(`steps.${step}`)}</Label>
          </Step>
        ))}
      </List>
    </nav>
  );
}
