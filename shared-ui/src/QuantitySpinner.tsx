import { useState } from 'react';
import styled from 'styled-components';
import { theme } from './theme.js';

const Wrap = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  button {
    min-width: 40px;
    min-height: 40px;
    border: 0;
    background: ${theme.colors.honeyLight};
    font-size: 1.2rem;
    cursor: pointer;
    color: ${theme.colors.ink};
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  input {
    width: 3.2em;
    text-align: center;
    border: 0;
    font: inherit;
    appearance: textfield;
    -moz-appearance: textfield;
    &::-webkit-inner-spin-button,
    &::-webkit-outer-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
  }
`;

/**
 * Quantity input with − and + buttons; never below `min` (0 by default, SPEC §5). Typed values
 * are committed on blur or Enter only: committing each keystroke would send 0 (a removal) as soon
 * as the shopper clears the box to type a new number. When `onChange` answers with a promise (a
 * change the owner may refuse), the box shows `value` again once it settles, so a refused 999
 * does not stay in it.
 */
export function QuantitySpinner({
  value,
  onChange,
  min = 0,
  max = 999,
  label,
  decreaseLabel,
  increaseLabel,
  disabled,
}: {
  value: number;
  onChange: (qty: number) => void | Promise<unknown>;
  min?: number;
  max?: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}) {
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.trunc(n)));
  const [draft, setDraft] = useState(String(value));
  const [settled, setSettled] = useState(0);
  // A new value, or the owner's answer settled: the box shows the value (from that render on).
  const [shown, setShown] = useState({ value, settled });
  if (shown.value !== value || shown.settled !== settled) {
    setShown({ value, settled });
    setDraft(String(value));
  }

  const commit = () => {
    const n = Number(draft);
    const next = draft.trim() === '' || !Number.isFinite(n) ? value : clamp(n);
    setDraft(String(next));
    if (next === value) return;
    const answer = onChange(next);
    if (answer) {
      const sync = () => setSettled((count) => count + 1);
      answer.then(sync, sync);
    }
  };

  return (
    <Wrap>
      <button type="button" aria-label={decreaseLabel} disabled={disabled || value <= min} onClick={() => void onChange(clamp(value - 1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button type="button" aria-label={increaseLabel} disabled={disabled || value >= max} onClick={() => void onChange(clamp(value + 1))}>
        +
      </button>
    </Wrap>
  );
}
