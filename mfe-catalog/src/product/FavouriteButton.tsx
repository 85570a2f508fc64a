import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { RemoteContext } from '@nougaterie/contracts';
import { Button, theme, useObservable } from '@nougaterie/ui';
import { isUnauthorized } from '../common/errorStatus.js';
import { useCatalogTranslation } from '../i18n/index.js';
import { FavouriteModal, type FavouriteModalKind } from './FavouriteModal.js';

const Heart = styled.span<{ $on: boolean }>`
  color: ${({ $on }) => ($on ? theme.colors.danger : 'inherit')};
  font-size: 1.2em;
  line-height: 1;
`;
const Note = styled.p<{ $error?: boolean }>`
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.inkSoft)};
`;

/**
 * Adds the product to, or takes it out of, a logged-in shopper's favourites. An anonymous
 * shopper (or one whose session ran out) is invited to log in and come back here.
 */
export function FavouriteButton({ ctx, itemId, name, initial }: { ctx: RemoteContext; itemId: number; name: string; initial: boolean }) {
  const { t } = useCatalogTranslation();
  const { pathname, search } = useLocation();
  const user = useObservable(ctx.store.user$, ctx.store.get().user);
  const [favourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<FavouriteModalKind | null>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function toggle() {
    setNote(null);
    if (!user) {
      setModal('login');
      return;
    }
    setBusy(true);
    try {
      if (favourite) {
        await ctx.api.shop.favouriteDel(itemId);
        setFavourite(false);
        setNote({ text: t('favourite.removed'), error: false });
      } else {
        await ctx.api.shop.favouriteAdd(itemId);
        setFavourite(true);
        setModal('added');
      }
    } catch (error) {
      if (isUnauthorized(error)) setModal('login');
      else setNote({ text: t('favourite.failed'), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void toggle()}>
        <Heart aria-hidden="true" $on={favourite}>
          {favourite ? '♥' : '♡'}
        </Heart>
        {favourite ? t('favourite.remove') : t('favourite.add')}
      </Button>
      {note && (
        <Note role={note.error ? 'alert' : 'status'} $error={note.error}>
          {note.text}
        </Note>
      )}
      {modal && <FavouriteModal kind={modal} name={name} redirect={`${pathname}${search}`} onClose={() => setModal(null)} />}
    </div>
  );
}
