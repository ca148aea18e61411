import { checkoutTexts, ordersTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './order-detail.module.css';

/** Only a web address opens as the payment page; anything else is treated as no link at all. */
function payableLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A pending order's way to pay: Razorpay's page, a full page load away (it returns here). */
export function PaymentAction({ link }: { link: string | null | undefined }) {
  const texts = useTexts(ordersTexts);
  const checkout = useTexts(checkoutTexts);
  const href = payableLink(link);
  if (!href) {
    return (
      <p className={styles.noLink} role="note">
        {texts.paymentLinkUnavailable}
      </p>
    );
  }
  return (
    <a href={href} className={`tf-link-button ${styles.payNow}`}>
      {checkout.payNow}
    </a>
  );
}
