import { theme } from '@nougaterie/ui';
import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useShell } from '../federation/ShellContext';
import { createProgress, PROGRESS_DURATION_MS, type ProgressState } from './progress';

const grow = keyframes`
  from { width: 0; }
  to { width: 90%; }
`;

const Bar = styled.div<{ $state: ProgressState }>`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 2000;
  height: 3px;
  pointer-events: none;
  background: ${theme.colors.honey};
  box-shadow: 0 0 6px ${theme.colors.honey};
  ${({ $state }) =>
    $state === 'running'
      ? css`
          animation: ${grow} ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
        `
      : css`
          width: 100%;
          transition: opacity 0.3s ease;
          opacity: ${$state === 'idle' ? 0 : 1};
        `}
  ${({ $state }) =>
    $state === 'failed' &&
    css`
      background: ${theme.colors.danger};
      box-shadow: none;
    `}
`;

/** The thin page-load bar of SPEC §2, driven by the bus topic 'shell:request'. */
export function ProgressBar() {
  const { bus } = useShell();
  const [state, setState] = useState<ProgressState>('idle');

  useEffect(() => {
    const progress = createProgress(setState);
    const subscription = bus.on('shell:request').subscribe(({ phase }) => progress.push(phase));
    return () => {
      subscription.unsubscribe();
      progress.dispose();
    };
  }, [bus]);

  return <Bar $state={state} data-testid="progress-bar" data-state={state} aria-hidden="true" />;
}
