import { currentShopInfo, shopInfo$ } from '@nougaterie/contracts';
import { useObservable } from '@nougaterie/ui';

export interface BankAccountRowsProps {
  /** "Account holder", in the page's language. */
  holderLabel: string;
  /** "Transfer label" (or "reference"), in the page's language. */
  referenceLabel: string;
  /** What the transfer must say, so that the shop knows whose money it is. */
  reference: string;
}

/**
 * The terms and descriptions of a bank transfer's details, to put in the page's own `<dl>`: the
 * shop's account as stored in the back office's settings (contracts' shopInfo$, loaded by the
 * shell, or asked by the booking widget), never a constant, then the label the transfer carries.
 * The shop's orders (mfe-checkout) and the tours' bookings (mfe-visits) show them.
 */
export function BankAccountRows({ holderLabel, referenceLabel, reference }: BankAccountRowsProps) {
  const { bank } = useObservable(shopInfo$, currentShopInfo()).firm;
  return (
    <>
      <dt>{holderLabel}</dt>
      <dd>{bank.holder}</dd>
      <dt>IBAN</dt>
      <dd>{bank.iban}</dd>
      <dt>BIC</dt>
      <dd>{bank.bic}</dd>
      <dt>{referenceLabel}</dt>
      <dd>{reference}</dd>
    </>
  );
}
