import { useId } from 'react';
import styled from 'styled-components';
import { GIFT_MESSAGE_MAX_LENGTH } from '@nougaterie/contracts';
import { Panel } from '../../common/Panel.js';
import { useCheckoutTranslation } from '../../i18n/index.js';
import { theme } from '@nougaterie/ui';

const Box = styled(Panel)`
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.3rem;
  }
  textarea {
    width: 100%;
    min-height: 5.5rem;
    padding: 0.6rem 0.75rem;
    font: inherit;
    border: 1px solid ${theme.colors.inkSoft};
    border-radius: ${theme.radius};
    resize: vertical;
  }
  p {
    margin: 0.3rem 0 0;
    color: ${theme.colors.inkSoft};
    font-size: 0.9rem;
  }
`;

/**
 * A few words the shop slips into the parcel on a card (gift boxes are a main range); printed on
 * the packing slip. Optional, kept with the basket when the step is saved.
 */
export function GiftMessage({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useCheckoutTranslation();
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>{t('delivery.gift.label')}</label>
      <textarea id={id} value={value} maxLength={GIFT_MESSAGE_MAX_LENGTH} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`}>{t('delivery.gift.hint', { count: GIFT_MESSAGE_MAX_LENGTH - value.length })}</p>
    </Box>
  );
}
