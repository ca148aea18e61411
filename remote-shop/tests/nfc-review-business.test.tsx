import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { invoiceErrors } from 'shared-contracts';
import type { HostRequest } from 'web-kit';
import { clockedUser, installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { paymentRedirect } from '../src/features/checkout/utils/payment-redirect';
import { orderBody, PAYMENT_LINK, renderReview } from './checkout-fixtures';

const payButton = () => screen.getByRole('button', { name: /^Proceed To Pay|^Processing/ });
const orderCall = (calls: HostRequest[]) => calls.find((call) => call.url === '/order');
const business = () => screen.getByRole('region', { name: 'Business purchase' });
const tick = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Business purchase' });
const gstin = () => screen.getByRole('textbox', { name: 'GSTIN' });
const legalName = () => screen.getByRole('textbox', { name: 'Legal name' });
/** The text of the element(s) a field's aria-describedby points at. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** A GSTIN of Maharashtra (27) whose check character is right. */
const GSTIN = '27AAPFU0939F1ZV';

let redirect: ReturnType<typeof rstest.spyOn>;
beforeEach(() => {
  installFakeClock();
  localStorage.clear();
  sessionStorage.clear();
  rstest.spyOn(console, 'error').mockImplementation(() => {});
  redirect = rstest.spyOn(paymentRedirect, 'go').mockImplementation(() => {});
});
afterEach(() => {
  removeFakeClock();
  rstest.restoreAllMocks();
});

/** The review, ready to pay, with a person at the keyboard on the fake clock. */
async function readyReview() {
  const view = renderReview();
  await screen.findByLabelText('Full Name');
  await waitFor(() => expect(payButton()).toBeEnabled());
  return { ...view, user: clockedUser() };
}

describe('Business purchase', () => {
  it('is a box under the card details, unticked, its fields shown only once ticked', async () => {
    const { user } = await readyReview();
    const details = screen.getByRole('region', { name: 'Your NFC Card Details' });
    expect(details.compareDocumentPosition(business())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // One form around both: the footer's Proceed To Pay submits them together.
    expect(tick().form).toBe(screen.getByLabelText('Full Name').closest('form'));
    expect(tick()).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'GSTIN' })).not.toBeInTheDocument();

    await user.click(tick());
    expect(tick()).toBeChecked();
    expect(within(business()).getByRole('textbox', { name: 'GSTIN' })).toHaveValue('');
    expect(within(business()).getByRole('textbox', { name: 'Legal name' })).toHaveValue('');
    // Nothing is said before the person has had a chance to type.
    expect(within(business()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(tick());
    expect(screen.queryByRole('textbox', { name: 'GSTIN' })).not.toBeInTheDocument();
  });

  it('unticked sends nothing of it, whatever was typed while it was ticked', async () => {
    const { user, host } = await readyReview();
    await user.click(tick());
    await user.type(gstin(), 'not a gstin');
    await user.type(legalName(), 'Rao Studio LLP');
    await user.click(tick());

    host.answer(orderBody());
    await user.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT_LINK));
    const body = orderCall(host.calls)!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'address',
      'items',
      'nfcDetails',
      'portfolioId',
      'totalPrice',
    ]);
  });

  it('ticked sends the GSTIN as the schema writes it and the legal name, beside the card details', async () => {
    const { user, host } = await readyReview();
    await user.click(tick());
    await user.type(gstin(), ' 27aapfu0939f1zv ');
    await user.type(legalName(), '  Rao   Studio LLP ');

    host.answer(orderBody());
    await user.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT_LINK));
    const body = orderCall(host.calls)!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      businessPurchase: true,
      gstin: GSTIN,
      legalName: 'Rao Studio LLP',
      nfcDetails: { customerName: 'Asha Rao', designation: 'Founder' },
    });
  });

  it("refuses empty fields with the schema's messages, focused first, and sends nothing", async () => {
    const { user, host } = await readyReview();
    await user.click(tick());
    await user.click(payButton());

    await waitFor(() => expect(gstin()).toHaveFocus());
    expect(gstin()).toHaveAttribute('aria-invalid', 'true');
    expect(description(gstin())).toBe(invoiceErrors.gstinRequired);
    expect(legalName()).toHaveAttribute('aria-invalid', 'true');
    expect(description(legalName())).toBe(invoiceErrors.legalNameRequired);
    expect(orderCall(host.calls)).toBeUndefined();
  });

  it.each([
    ['is too short', '27AAPFU0939F1Z', invoiceErrors.gstin.length],
    ['has a state no GSTIN has', '99AAPFU0939F1ZV', invoiceErrors.gstin.stateCode],
    ['has a typo in its last character', '27AAPFU0939F1ZW', invoiceErrors.gstin.checkCharacter],
  ])('says precisely what is wrong with a GSTIN that %s', async (_, typed, message) => {
    const { user, host } = await readyReview();
    await user.click(tick());
    await user.type(gstin(), typed);
    await user.type(legalName(), 'Rao Studio LLP');
    await user.click(payButton());

    await waitFor(() => expect(gstin()).toHaveFocus());
    expect(description(gstin())).toBe(message);
    expect(legalName()).not.toHaveAttribute('aria-invalid');
    expect(orderCall(host.calls)).toBeUndefined();

    // Fixed, the order goes.
    await user.clear(gstin());
    await user.type(gstin(), GSTIN);
    await waitFor(() => expect(gstin()).not.toHaveAttribute('aria-invalid'));
    host.answer(orderBody());
    await user.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT_LINK));
  });

  it('says a field is wrong as it is left, before Proceed To Pay', async () => {
    const { user } = await readyReview();
    await user.click(tick());
    await user.type(gstin(), '27AAPFU0939F1ZW');
    await user.tab();
    expect(await within(business()).findByRole('alert')).toHaveTextContent(
      invoiceErrors.gstin.checkCharacter,
    );
  });

  it("puts the server's refusal on the field it names, focused", async () => {
    const { user, host } = await readyReview();
    await user.click(tick());
    await user.type(gstin(), GSTIN);
    await user.type(legalName(), 'Rao Studio LLP');
    host.fail(400, 'Check the business details', { legalName: 'Legal name is not allowed here' });
    await user.click(payButton());

    await waitFor(() => expect(legalName()).toHaveFocus());
    expect(description(legalName())).toBe('Legal name is not allowed here');
    expect(redirect).not.toHaveBeenCalled();
  });
});
