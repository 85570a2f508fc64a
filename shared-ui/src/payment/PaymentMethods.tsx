import type { PaymentMethod } from '@nougaterie/contracts';
import { theme } from '@nougaterie/ui';
import type { TFunction } from 'i18next';
import { Field as FormField } from 'react-final-form';
import styled from 'styled-components';

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
`;
const Option = styled.li<{ $checked?: boolean }>`
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.honeyDark : theme.colors.line)};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  > label {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.9rem;
    font-weight: 700;
    cursor: pointer;
  }
  > label input {
    width: 1.2rem;
    height: 1.2rem;
  }
  > div {
    padding: 0 0.9rem 0.9rem;
  }
  > div > p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`;

/**
 * The ways to pay as radios of a react-final-form form's `method` value; the chosen one shows what
 * it means. No card field: a card is typed on the payment provider's own page (issue #24), never on
 * ours. `t` is the front end's translator: `payment.method.<method>`, `payment.explain.<method>`.
 */
export function PaymentMethods({ methods, t }: { methods: readonly PaymentMethod[]; t: TFunction }) {
  return (
    <Options>
      {methods.map((method) => (
        <FormField<string> key={method} name="method" type="radio" value={method}>
          {({ input }) => (
            <Option $checked={input.checked}>
              <label>
                <input {...input} />
                {t(`payment.method.${method}`)}
              </label>
              {input.checked && (
                <div>
                  <p>{t(`payment.explain.${method}`)}</p>
                </div>
              )}
            </Option>
          )}
        </FormField>
      ))}
    </Options>
  );
}
