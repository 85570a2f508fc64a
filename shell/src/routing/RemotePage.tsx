import type { RemoteName, RoutesPrefetch } from '@nougaterie/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteArea, type RemoteComponent } from '../federation/RemoteArea';
import { RemoteSkeleton } from '../federation/RemoteSkeleton';
import { ErrorPage } from '../pages/ErrorPage';
import { useDocumentTitle } from './useDocumentTitle';

/** What a remote's './routes' module exposes: its pages by the ids of the route table. */
export interface RoutesModule {
  pages?: Record<string, RemoteComponent>;
  /** Called by bootstrap.tsx at start (prefetchPage), not here. */
  prefetch?: RoutesPrefetch;
}

export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`titles.${remote}.${page}`));
  return (
    // A remote page waits here for its first texts (useTexts) when it has no placeholder of its own.
    <Suspense fallback={<RemoteSkeleton page />}>
      <RemoteArea<RoutesModule> remote={remote} module="routes" pick={(module) => module.pages?.[page]} missing={<ErrorPage status={500} />} />
    </Suspense>
  );
}
