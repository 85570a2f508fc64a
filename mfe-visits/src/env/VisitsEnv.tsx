import type { Booking, Lang, User, VisitsApi } from '@nougaterie/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the visits pages need from whoever renders them: the shell (a RemoteContext) or the
 * embeddable widget on a partner's page. The pages never read the shell's store or bus directly,
 * so the same components book a tour in both places.
 */
export interface VisitsEnv {
  api: VisitsApi;
  lang: Lang;
  /** The logged-in customer, whose details prefill the booking; null for a visitor. */
  user: User | null;
  /** True inside the widget: no site header around, links to the rest of the site are absolute. */
  embedded: boolean;
  /** Where the site's own pages live: '' on the site itself, null when a widget was not told. */
  siteUrl: string | null;
  /** A booking reached a final state (paid, or to be paid by transfer or on the day): tell the host once. */
  onBooked: (booking: Booking) => void;
  /** The address names no tour: the shell shows its 404 page, the widget its tour list. */
  onUnknownTour: () => void;
}

const Context = createContext<VisitsEnv | null>(null);

export function VisitsEnvProvider({ env, children }: { env: VisitsEnv; children: ReactNode }) {
  return <Context.Provider value={env}>{children}</Context.Provider>;
}

export function useVisitsEnv(): VisitsEnv {
  const env = useContext(Context);
  if (!env) throw new Error('useVisitsEnv: render the visits pages inside a VisitsEnvProvider');
  return env;
}
