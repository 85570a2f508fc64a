import { fromPrefixed, isAddressComplete, type Address, type AddressKind, type RemoteProps } from '@nougaterie/contracts';
import { media } from '@nougaterie/ui';
import styled from 'styled-components';
import { useAccountText } from '../i18n/useAccountText.js';
import { Panel } from './Panel.js';
import { SpaceLayout } from './SpaceLayout.js';
import { useUser } from './useSession.js';

const KINDS: AddressKind[] = ['shipping', 'billing'];

const Pair = styled.div`
  display: grid;
  gap: 0 1.25rem;
  ${media.md} { grid-template-columns: 1fr 1fr; }
  address { font-style: normal; line-height: 1.6; }
`;

function lines(a: Address): string[] {
  return [
    a.company,
    `${a.firstname} ${a.lastname}`.trim(),
    a.address1,
    a.address2,
    `${a.zipcode} ${a.city}`.trim(),
    a.country,
    a.phone,
    a.email,
  ].filter(Boolean);
}

/** /mon-compte/mes-adresses: the delivery and billing addresses stored on the customer. */
export function AddressesPage({ ctx }: RemoteProps) {
  const { t } = useAccountText(ctx.lang);
  const user = useUser(ctx.store);
  return (
    <SpaceLayout lang={ctx.lang} title={t('space.addresses.title')}>
      {!user && <p role="status">{t('space.loading')}</p>}
      {user && (
        <Pair>
          {KINDS.map((kind) => {
            const address = fromPrefixed(user, kind);
            const shown = lines(address);
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
      )}
    </SpaceLayout>
  );
}
