import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as '<page> | Nougaterie de Saint-Didier', following the language. */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const title = t('app.title', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
