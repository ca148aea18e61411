import { formatRupees, toRupees } from 'shared-contracts';
import type { PaymentLink } from '../types.js';

/** Paise to "₹1,499.00". */
export const rupees = (paise: number) => formatRupees(toRupees(paise), 2);

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STATUS_TEXT: Record<string, string> = {
  paid: 'This payment link has been paid.',
  cancelled: 'This payment link was cancelled.',
  expired: 'This payment link has expired.',
  partially_paid: 'This payment link is partly paid.',
};

/**
 * The pages' only style, one constant text, so their content security policy allows it by its
 * hash (index.ts) rather than any inline style.
 */
export const PAGE_STYLE = `
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: #f3f5f9; color: #1b2430; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .card { background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 1px 4px #0002; }
  .test { background: #fff4d6; color: #6b4e00; padding: 8px 12px; border-radius: 8px; font-size: 14px; }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0; }
  .notice { padding: 10px 12px; border-radius: 8px; background: #eef2f7; }
  form { margin: 0; }
  button { width: 100%; padding: 14px; margin-top: 12px; border: 0; border-radius: 8px;
    font-size: 17px; font-weight: 600; cursor: pointer; }
  .pay { background: #2b6ff6; color: #fff; }
  .fail { background: #fff; color: #b42318; border: 1px solid #b42318; }
  dl { font-size: 14px; color: #4a5565; } dt { float: left; clear: left; width: 90px; }
`;

/**
 * The hosted payment page: amount in rupees, Pay and Fail. Mobile sized, no script, no external
 * resource. `basePath` is where the page's own forms post (`.../pay/{id}`).
 */
export function paymentPage(
  link: PaymentLink,
  options: { basePath: string; notice?: string },
): string {
  const open = link.status === 'created';
  const action = `${options.basePath}/${encodeURIComponent(link.id)}`;
  const notice = options.notice ?? (open ? '' : (STATUS_TEXT[link.status] ?? ''));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escape(rupees(link.amount))} · Razorpay emulator</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
  <p class="test">Test mode: Razorpay emulator. No money moves.</p>
  <div class="card">
    <div>${escape(link.description || 'Payment')}</div>
    <div class="amount" data-testid="amount">${escape(rupees(link.amount))}</div>
    <dl>
      ${link.reference_id ? `<dt>Reference</dt><dd>${escape(link.reference_id)}</dd>` : ''}
      ${link.customer.name ? `<dt>Name</dt><dd>${escape(link.customer.name)}</dd>` : ''}
    </dl>
    ${notice ? `<p class="notice" role="status">${escape(notice)}</p>` : ''}
    ${
      open
        ? `<form method="post" action="${escape(action)}/pay"><button class="pay" type="submit">Pay</button></form>
    <form method="post" action="${escape(action)}/fail"><button class="fail" type="submit">Fail</button></form>`
        : ''
    }
  </div>
</main>
</body>
</html>
`;
}

/** A page for a link that does not exist. */
export const missingPage = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment link not found</title><style>${PAGE_STYLE}</style></head>
<body><main><p class="notice">This payment link does not exist.</p></main></body></html>
`;
