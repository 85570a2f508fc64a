import { useTexts } from '@nougaterie/ui';
import { FormTextField, type FormTextFieldProps } from '@nougaterie/ui/form';
import { CONTACT_NS } from '../i18n/texts';

/** shared-ui's form field, its errors told in the contact forms' texts. */
export function TextField(props: FormTextFieldProps) {
  const { t, i18n } = useTexts(CONTACT_NS);
  return <FormTextField {...props} errorText={(error) => (typeof error === 'function' ? error(i18n.language) : t(error))} />;
}
