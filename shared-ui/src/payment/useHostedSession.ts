import { isApiError, type HostedSessionState } from '@nougaterie/contracts';
import { useEffect, useState } from 'react';

/**
 * What a return page shows of a payment on the provider's hosted page (issue #24), read from the
 * api, never decided by the page: only the provider's signed notification makes a payment paid.
 * `reading` before the first answer; `waiting` while the bank has not answered (the session open or
 * pending: asked again every HOSTED_POLL_MS); `late` once it has been asked HOSTED_POLL_LIMIT times
 * (the shopper is told a mail will follow, and may ask again); `paid`; `failed` (declined, or the
 * page ran out); `missing` (no such session, or no session id in the address).
 */
export type HostedPhase = 'reading' | 'waiting' | 'late' | 'paid' | 'failed' | 'missing';

export const HOSTED_POLL_MS = 2_000;
/** About two minutes of asking: a card's answer takes seconds, a slower method mails its outcome. */
export const HOSTED_POLL_LIMIT = 60;

/**
 * The session's phase, asked again while the bank has not answered; `askAgain` restarts the asking
 * once `late`. A lost connection or a server fault is asked again as a wait is: the next answer
 * says. `read` keeps its identity across renders (e.g. `ctx.api.basket.hostedSession`).
 */
export function useHostedSession(
  read: (sessionId: string) => Promise<HostedSessionState>,
  sessionId: string | null,
): { phase: HostedPhase; askAgain: () => void } {
  const [phase, setPhase] = useState<HostedPhase>(sessionId ? 'reading' : 'missing');
  const [round, setRound] = useState(0);
  // No session id any more: nothing to ask, from this render on.
  const [asking, setAsking] = useState(sessionId);
  if (asking !== sessionId) {
    setAsking(sessionId);
    if (!sessionId) setPhase('missing');
  }

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const again = () => {
      asked += 1;
      if (asked >= HOSTED_POLL_LIMIT) setPhase('late');
      else timer = setTimeout(ask, HOSTED_POLL_MS);
    };
    function ask() {
      read(sessionId!).then(
        (state) => {
          if (!live) return;
          if (state.status === 'paid') return setPhase('paid');
          if (state.status === 'failed' || state.status === 'expired') return setPhase('failed');
          setPhase('waiting');
          again();
        },
        (error: unknown) => {
          if (!live) return;
          if (isApiError(error) && error.status === 404) return setPhase('missing');
          again();
        },
      );
    }
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [read, sessionId, round]);

  return { phase, askAgain: () => setRound((n) => n + 1) };
}
