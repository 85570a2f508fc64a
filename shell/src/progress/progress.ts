import type { BusEvents } from '@nougaterie/contracts';

/** SPEC §9: requests shorter than this never show the bar; it then fills over 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
const DONE_VISIBLE_MS = 300;
const FAILED_VISIBLE_MS = 1500;

export type ProgressState = 'idle' | 'running' | 'done' | 'failed';
type Phase = BusEvents['shell:request']['phase'];

/**
 * Follows concurrent requests and says what the bar shows. A failed request is always shown,
 * even a quick one, so a visitor knows something went wrong.
 */
export function createProgress(onChange: (state: ProgressState) => void) {
  let pending = 0;
  let shown = false;
  let failed = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = (state: 'done' | 'failed', visibleMs: number) => {
    onChange(state);
    hideTimer = setTimeout(() => onChange('idle'), visibleMs);
  };

  function start() {
    pending += 1;
    if (pending > 1) return;
    clearTimeout(hideTimer);
    if (shown) return;
    showTimer = setTimeout(() => {
      shown = true;
      onChange('running');
    }, PROGRESS_THROTTLE_MS);
  }

  function finish(phase: 'end' | 'error') {
    if (pending === 0) return;
    pending -= 1;
    failed ||= phase === 'error';
    if (pending > 0) return;
    clearTimeout(showTimer);
    if (failed) settle('failed', FAILED_VISIBLE_MS);
    else if (shown) settle('done', DONE_VISIBLE_MS);
    shown = false;
    failed = false;
  }

  return {
    push(phase: Phase) {
      if (phase === 'start') start();
      else finish(phase);
    },
    dispose() {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
    },
  };
}
