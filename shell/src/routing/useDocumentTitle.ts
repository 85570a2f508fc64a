import { useEffect } from 'react';
import { isPageMetaClaimed } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title as '<page> | Nougaterie de Saint-Didier', following the language, unless the
 * page itself describes the head (usePageMeta), which it knows better.
 */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const title = t('app.title', { page });
  useEffect(() => {
    if (!isPageMetaClaimed()) document.title = title;
  }, [title]);
}
