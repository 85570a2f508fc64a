import { SAVED_ADDRESSES_MAX, type AddressBook, type AddressKind, type RemoteContext, type SavedAddress } from '@nougaterie/contracts';
import { addressesEqual } from '@nougaterie/contracts/rules';
import { Button, FormAlert, theme } from '@nougaterie/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { serverError } from '../form/serverError.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { addressLines } from './addressLines.js';
import { Panel } from './Panel.js';
import { SavedAddressModal } from './SavedAddressForm.js';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 1rem;
  li {
    min-width: 0;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    padding: 1rem;
    /* A long e-mail address breaks rather than leaving the card on a phone. */
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1.05rem;
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;
const Badge = styled.p`
  margin: 0.4rem 0 0;
  font-weight: 600;
  color: ${theme.colors.inkSoft};
`;

/* Below the defaults' "Modifier mes adresses" button, with the space the panels keep between them. */
const BookPanel = styled(Panel)`
  margin-top: 1.25rem;
`;

const KINDS: AddressKind[] = ['shipping', 'billing'];

/**
 * The address book's other addresses on /mon-compte/mes-adresses: each with its name, lines and
 * what to do with it (deliver or bill there by default, change, remove), and a way to add one.
 */
export function SavedAddresses({ ctx, book, onBook }: { ctx: RemoteContext; book: AddressBook; onBook: (book: AddressBook, notice: string) => void }) {
  const { t } = useAccountText(ctx.lang);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');

  const act = async (entry: SavedAddress, call: () => Promise<AddressBook>, notice: string) => {
    setBusy(entry.id);
    setError('');
    try {
      onBook(await call(), notice);
    } catch (failure) {
      setError(serverError(failure, t, 'errors.addresses'));
    } finally {
      setBusy(null);
    }
  };
  const title = (entry: SavedAddress) => entry.label || `${entry.firstname} ${entry.lastname}, ${entry.city}`.trim();
  const full = book.saved.length >= SAVED_ADDRESSES_MAX;

  return (
    <BookPanel aria-labelledby="address-book">
      <h2 id="address-book">{t('space.addresses.book.title')}</h2>
      <p>{t('space.addresses.book.intro', { max: SAVED_ADDRESSES_MAX })}</p>
      <FormAlert message={error} />
      {book.saved.length === 0 ? (
        <p>{t('space.addresses.book.empty')}</p>
      ) : (
        <List>
          {book.saved.map((entry) => (
            <li key={entry.id} aria-labelledby={`saved-${entry.id}`}>
              <h3 id={`saved-${entry.id}`}>{title(entry)}</h3>
              <address>
                {addressLines(entry, ctx.lang).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
              {KINDS.filter((kind) => book[kind] && addressesEqual(book[kind], entry)).map((kind) => (
                <Badge key={kind}>{t(`space.addresses.book.is.${kind}`)}</Badge>
              ))}
              <Actions>
                {KINDS.filter((kind) => !(book[kind] && addressesEqual(book[kind], entry))).map((kind) => (
                  <Button
                    key={kind}
                    type="button"
                    $variant="secondary"
                    disabled={busy !== null}
                    aria-busy={busy === entry.id}
                    onClick={() => void act(entry, () => ctx.api.auth.savedAddressUse(entry.id, { kind }), t(`space.addresses.book.used.${kind}`))}
                  >
                    {t(`space.addresses.book.use.${kind}`)}
                  </Button>
                ))}
                <Button type="button" $variant="ghost" disabled={busy !== null} onClick={() => setEditing(entry)}>
                  {t('space.addresses.book.edit')}
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={busy !== null}
                  onClick={() => void act(entry, () => ctx.api.auth.savedAddressDelete(entry.id), t('space.addresses.book.removed'))}
                >
                  {t('space.addresses.book.remove')}
                </Button>
              </Actions>
            </li>
          ))}
        </List>
      )}
      {full ? (
        <p>{t('space.addresses.book.full', { max: SAVED_ADDRESSES_MAX })}</p>
      ) : (
        <Button type="button" onClick={() => setEditing('new')}>
          {t('space.addresses.book.add')}
        </Button>
      )}
      {editing && (
        <SavedAddressModal
          ctx={ctx}
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onBook(saved, t(editing === 'new' ? 'space.addresses.book.added' : 'space.addresses.book.changed'));
          }}
        />
      )}
    </BookPanel>
  );
}
