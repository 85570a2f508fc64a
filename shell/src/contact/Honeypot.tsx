import { useTexts } from '@nougaterie/ui';
import { HONEYPOT_FIELD } from '@nougaterie/contracts';
import { Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { CONTACT_NS } from '../i18n/texts';

/** Off screen rather than display:none, which some robots recognise and skip. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * A field only robots fill. Hidden from sight, from screen readers and from the keyboard, and
 * never autofilled, so a real person cannot fill it by accident.
 */
export function Honeypot() {
  const { t } = useTexts(CONTACT_NS);
  return (
    <Trap aria-hidden="true">
      <FormField<string> name={HONEYPOT_FIELD}>
        {({ input }) => (
          <label>
            {t('form.honeypot')}
            <input {...input} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        )}
      </FormField>
    </Trap>
  );
}
