import type { Booking, RemoteProps } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';
import { useMemo, type ComponentType } from 'react';
import { VisitsEnvProvider, type VisitsEnv } from './VisitsEnv.js';

/**
 * A visits page as the shell mounts it: its env read from the RemoteContext, which the site's own
 * pages (never the widget's) may also read.
 */
export function shellPage(Page: ComponentType<RemoteProps>): ComponentType<RemoteProps> {
  function ShellPage({ ctx }: RemoteProps) {
    const user = useObservable(ctx.store.user$, ctx.store.get().user);
    const env = useMemo<VisitsEnv>(
      () => ({
        api: ctx.api.visits,
        lang: ctx.lang,
        user,
        embedded: false,
        siteUrl: '',
        onBooked: (booking: Booking) => ctx.bus.emit('visits:booked', { bookingId: String(booking.id) }),
        onUnknownTour: () => ctx.bus.emit('shell:error', { status: 404 }),
      }),
      [ctx, user],
    );
    return (
      <VisitsEnvProvider env={env}>
        <Page ctx={ctx} />
      </VisitsEnvProvider>
    );
  }
  ShellPage.displayName = `ShellPage(${Page.displayName ?? Page.name})`;
  return ShellPage;
}
