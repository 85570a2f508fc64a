import type { AdminOrder } from '@nougaterie/contracts/admin';
import { saveFile } from '@nougaterie/ui';
import { useState } from 'react';
import { errorMessage } from '../common/errors.js';
import { formatDateTime } from '../common/format.js';
import { Notice, SmallButton } from '../common/ui.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

/** The order's invoice and credit notes as PDFs (each fetch is kept in the journal by the api). */
export function InvoiceDownloads({ order }: { order: AdminOrder }) {
  const { t } = useT();
  const { api, lang } = useStaff();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const documents = order.documents ?? [];

  const fetchPdf = async (number: string) => {
    setBusy(number);
    setError(null);
    try {
      saveFile(await api.invoice(number), `${number}.pdf`);
    } catch (failure) {
      setError(errorMessage(failure, t, 'order.documents.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <h3>{t('order.documents.title')}</h3>
      {documents.length === 0 ? (
        <p>{t('order.documents.none')}</p>
      ) : (
        <ul aria-label={t('order.documents.title')}>
          {documents.map((document) => (
            <li key={document.number}>
              <SmallButton type="button" $variant="secondary" disabled={busy === document.number} onClick={() => void fetchPdf(document.number)}>
                {t(document.kind === 'invoice' ? 'order.documents.invoice' : 'order.documents.creditNote', { number: document.number })}
              </SmallButton>{' '}
              {formatDateTime(document.issued_at, lang)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
    </>
  );
}
