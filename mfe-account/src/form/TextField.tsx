import { PASSWORD_MIN_LENGTH, type Lang } from '@nougaterie/contracts';
import { FormTextField, type FormTextFieldProps } from '@nougaterie/ui/form';
import { useAccountText } from '../i18n/useAccountText.js';

/** shared-ui's form field, its errors told in the account's texts (or a contracts rule's sentence). */
export function TextField({ lang, ...props }: Omit<FormTextFieldProps, 'multiline'> & { lang: Lang }) {
  const { t } = useAccountText(lang);
  return <FormTextField {...props} errorText={(error) => (typeof error === 'function' ? error(lang) : t(error, { count: PASSWORD_MIN_LENGTH }))} />;
}
