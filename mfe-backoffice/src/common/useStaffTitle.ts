import { PAGE_META_CLAIM } from '@nougaterie/ui';
import { useEffect } from 'react';
import { useT } from '../i18n/useBackofficeText.js';

/**
 * The tab's title for a back-office page ('Commandes · Gestion de la nougaterie'), and the head
 * claimed (usePageMeta's protocol) so the shell does not put its generic one back; a staff page
 * is never to be indexed.
 */
export function useStaffTitle(page: string) {
  const { t } = useT();
  const title = `${page} · ${t('app.name')}`;
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    document.head.dataset[PAGE_META_CLAIM] = 'backoffice';
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.appendChild(robots);
    return () => {
      robots.remove();
      delete document.head.dataset[PAGE_META_CLAIM];
      document.title = previous;
    };
  }, [title]);
}
