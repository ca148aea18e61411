import { useId } from 'react';
import { Link } from 'react-router';
import {
  checkoutTexts,
  formatRupees,
  PRICE_SUMMARY_DECIMALS,
  shopTexts,
  validationMessages,
} from 'shared-contracts';
import { Button, useTexts, useTranslate } from 'web-kit';
import { SHIPPING_ADDRESS_PATH } from '../../../shared/delivery-address';
import styles from './nfc-review-page.module.css';

export interface PayFooterProps {
  /** The form the button submits. */
  formId: string;
  total: number;
  busy: boolean;
  disabled: boolean;
  /** No address to ship to: paying waits, and the footer says where to add one. */
  addressMissing: boolean;
}

/** "Proceed To Pay ₹{total}", "Processing..." while the order is being made. */
export function PayFooter({ formId, total, busy, disabled, addressMissing }: PayFooterProps) {
  const hintId = useId();
  const shop = useTexts(shopTexts);
  const texts = useTexts(checkoutTexts);
  const translate = useTranslate();
  return (
    <div className={styles.footer}>
      {addressMissing && (
        <p className={styles.blocked} id={hintId}>
          <Link to={SHIPPING_ADDRESS_PATH}>
            {translate(validationMessages.checkoutAddressMissing)}
          </Link>
        </p>
      )}
      <Button
        type="submit"
        form={formId}
        busy={busy}
        busyLabel={shop.processing}
        disabled={disabled}
        aria-describedby={addressMissing ? hintId : undefined}
      >
        {texts.proceedToPay(formatRupees(total, PRICE_SUMMARY_DECIMALS))}
      </Button>
    </div>
  );
}
