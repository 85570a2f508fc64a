import { useTexts } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { CONTACT_NS } from '../i18n/texts';
import { serverError } from './serverError';

/**
 * Sends a form and remembers that it went. A refusal becomes the form's error and the values
 * stay where they are, so nothing typed is lost.
 */
export function useSendForm<V>(send: (values: V) => Promise<unknown>) {
  const { t } = useTexts(CONTACT_NS);
  const [sent, setSent] = useState(false);
  const onSubmit = async (values: V) => {
    try {
      await send(values);
    } catch (error) {
      return { [FORM_ERROR]: serverError(error, t) };
    }
    setSent(true);
    return undefined;
  };
  return { sent, onSubmit, reset: () => setSent(false) };
}
