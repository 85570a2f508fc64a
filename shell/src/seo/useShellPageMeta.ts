import { usePageMeta } from '@nougaterie/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pageUrls } from './pageUrls';

/** The head of a shell page: '<title> | Nougaterie de Saint-Didier', its description and addresses. */
export function useShellPageMeta(title: string, description: string, jsonLd?: object) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageMeta({ title: t('app.title', { page: title }), description, ...pageUrls(pathname), jsonLd });
}
