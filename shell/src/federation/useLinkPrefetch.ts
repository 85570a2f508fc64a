import { useEffect } from 'react';
import { LAZY_SHELL_PAGES } from '../pages/shellPages';
import { preloadRoutes } from './loader';
import { routeForPath } from './remoteForPath';
import { useShell } from './ShellContext';

/**
 * A visitor who points at or tabs to a link is about to open it: start loading what its page needs
 * then (the remote that owns it, or a showcase page's code and texts), so the click finds it
 * loaded. One listener on the document covers every link, the remotes' own included.
 */
export function useLinkPrefetch() {
  const { loader } = useShell();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const route = routeForPath(link.pathname);
      if (!route) return;
      if (route.owner !== 'shell') preloadRoutes(loader, route.owner);
      else LAZY_SHELL_PAGES[route.page]?.().catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [loader]);
}
