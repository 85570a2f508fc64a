import { useEffect } from 'react';
import { preloadRoutes } from './loader';
import { remoteForPath } from './remoteForPath';
import { useShell } from './ShellContext';

/**
 * A visitor who points at or tabs to a link is about to open it: start loading the remote that
 * owns its page then, so the click finds it loaded. One listener on the document covers every
 * link, the remotes' own included.
 */
export function useLinkPrefetch() {
  const { loader } = useShell();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const remote = remoteForPath(link.pathname);
      if (remote) preloadRoutes(loader, remote);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [loader]);
}
