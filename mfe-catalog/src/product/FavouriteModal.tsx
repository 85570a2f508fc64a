import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Modal } from '@nougaterie/ui';
import { useCatalogTranslation } from '../i18n/index.js';

export type FavouriteModalKind = 'added' | 'login';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

const withRedirect = (path: string, redirect: string) => `${path}?${new URLSearchParams({ redirect }).toString()}`;

/** The add-favourite modal: the confirmation, or for an anonymous shopper the way to log in and come back. */
export function FavouriteModal({
  kind,
  name,
  redirect,
  onClose,
}: {
  kind: FavouriteModalKind;
  name: string;
  /** This page, to come back to after logging in. */
  redirect: string;
  onClose: () => void;
}) {
  const { t } = useCatalogTranslation();
  if (kind === 'added') {
    return (
      <Modal open title={t('favourite.addedTitle')} closeLabel={t('common.close')} onClose={onClose}>
        <p>{t('favourite.addedText', { name })}</p>
        <Actions>
          <Button type="button" onClick={onClose}>
            {t('favourite.continue')}
          </Button>
        </Actions>
      </Modal>
    );
  }
  return (
    <Modal open title={t('favourite.loginTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <p>{t('favourite.loginText')}</p>
      <Actions>
        <Button as={Link} to={withRedirect('/sign/login', redirect)}>
          {t('favourite.login')}
        </Button>
        <Button as={Link} to={withRedirect('/sign/register', redirect)} $variant="secondary">
          {t('favourite.register')}
        </Button>
      </Actions>
    </Modal>
  );
}
