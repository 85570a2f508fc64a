import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media, theme } from './theme.js';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(43, 33, 26, 0.55);
  display: flex;
  justify-content: flex-end;
`;
const Panel = styled.div<{ $side: boolean }>`
  background: ${theme.colors.paper};
  width: 100%;
  max-height: 100%;
  overflow: auto;
  display: flex;
  flex-direction: column;
  ${({ $side }) => ($side ? `height: 100%; ${media.sm} { width: 500px; }` : `margin: auto; border-radius: ${theme.radius}; ${media.sm} { width: 560px; }`)}
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${theme.colors.line};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;
const Close = styled.button`
  border: 0;
  background: none;
  font-size: 1.6rem;
  line-height: 1;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  color: inherit;
`;
const Body = styled.div`
  padding: 1.25rem;
  flex: 1;
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Accessible dialog: labelled by its title, Escape and the backdrop close it, focus stays inside
 * while open and returns to where it was. `side` makes it the 500 px side panel (SPEC §9).
 */
export function Modal({
  open,
  title,
  closeLabel,
  onClose,
  side = false,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  side?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Callers often pass an inline onClose; an effect event, which calls the latest, keeps the effect
  // below from re-running on every render, which would pull focus back to the first button each time.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
      if (e.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = panel.current.contains(document.activeElement);
      if (!inside || (e.shiftKey && document.activeElement === first)) {
        e.preventDefault();
        (inside ? last : first).focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} $side={side} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={closeLabel} onClick={onClose}>
            ×
          </Close>
        </Header>
        <Body>{children}</Body>
        {footer}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
