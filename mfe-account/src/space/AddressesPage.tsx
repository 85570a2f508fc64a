import type { AddressBook, AddressKind, RemoteProps } from '@nougaterie/contracts';
import { isAddressComplete } from '@nougaterie/contracts/rules';
import { Button, FormAlert, media } from '@nougaterie/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { serverError } from '../form/serverError.js';
import { useAccountText } from '../i18n/useAccountText.js';
import { AddressFormModal } from './AddressForm.js';
import { addressLines } from './addressLines.js';
import { Panel } from './Panel.js';
import { SavedAddresses } from './SavedAddresses.js';
import { SpaceLayout } from './SpaceLayout.js';
import { useLoad } from './useLoad.js';

const KINDS: AddressKind[] = ['shipping', 'billing'];

const Pair = styled.div`
  display: grid;
  gap: 0 1.25rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
`;

/**
 * /mon-compte/mes-adresses: the default delivery and billing addresses from GET
 * /api/user/addresses and their form, then the book's other addresses.
 */
export function AddressesPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const { state, reload, set } = useLoad(() => ctx.api.auth.addresses());
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');

  const saved = (book: AddressBook) => {
    set(book);
    setEditing(false);
    setNotice(t('space.addresses.saved'));
    // The session's user carries the prefixed addresses the checkout pre-fills from.
    ctx.store.loadUser().catch(() => undefined);
  };

  return (
    <SpaceLayout lang={ctx.lang} title={t('space.addresses.title')}>
      {state.status === 'loading' && <p role="status">{t('space.loading')}</p>}
      {state.status === 'error' && (
        <>
          <FormAlert message={serverError(state.error, t, 'errors.load')} />
          <Button type="button" $variant="secondary" onClick={reload}>
            {t('space.retry')}
          </Button>
        </>
      )}
      <p role="status">{notice}</p>
      {state.status === 'done' && (
        <>
          <Pair>
            {KINDS.map((kind) => {
              const address = state.data[kind];
              const shown = addressLines(address, ctx.lang);
              return (
                <Panel key={kind} aria-labelledby={`address-${kind}`}>
                  <h2 id={`address-${kind}`}>{t(`space.addresses.${kind}`)}</h2>
                  {shown.length === 0 ? (
                    <p>{t('space.addresses.empty')}</p>
                  ) : (
                    <>
                      <address>
                        {shown.map((line) => (
                          <div key={line}>{line}</div>
                        ))}
                      </address>
                      {!isAddressComplete(address) && <p>{t('space.addresses.incomplete')}</p>}
                    </>
                  )}
                </Panel>
              );
            })}
          </Pair>
          <Button type="button" onClick={() => setEditing(true)}>
            {t('space.addresses.edit')}
          </Button>
          {editing && <AddressFormModal ctx={ctx} book={state.data} onClose={() => setEditing(false)} onSaved={saved} />}
          <SavedAddresses
            ctx={ctx}
            book={state.data}
            onBook={(book, message) => {
              set(book);
              setNotice(message);
              // A new default changes what the checkout pre-fills from.
              ctx.store.loadUser().catch(() => undefined);
            }}
          />
        </>
      )}
    </SpaceLayout>
  );
}
