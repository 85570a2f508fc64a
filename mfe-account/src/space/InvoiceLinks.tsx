import type { ApiClient, Lang, OrderDocument } from '@nougaterie/contracts';
import { saveFile } from '@nougaterie/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { serverError } from '../form/serverError.js';
import { useAccountText } from '../i18n/useAccountText.js';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
`;
const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0.25rem 0;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/** The order's invoice and credit notes, each fetched with the session and saved as a PDF. */
export function InvoiceLinks({ documents, api, lang }: { documents: readonly OrderDocument[]; api: ApiClient; lang: Lang }) {
  const { t } = useAccountText(lang);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (documents.length === 0) return null;

  const fetchPdf = async (number: string) => {
    setBusy(number);
    setError(null);
    try {
      saveFile(await api.auth.userInvoice(number), `${number}.pdf`);
    } catch (failure) {
      setError(serverError(failure, t, 'space.orders.invoiceFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <List aria-label={t('space.orders.documents')}>
        {documents.map((document) => (
          <li key={document.number}>
            <LinkButton type="button" disabled={busy === document.number} onClick={() => void fetchPdf(document.number)}>
              {document.kind === 'invoice' ? t('space.orders.invoice') : t('space.orders.creditNote', { number: document.number })}
            </LinkButton>
          </li>
        ))}
      </List>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
