import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderReview, startEachReviewClean } from './checkout-fixtures';

const payButton = () => screen.getByRole('button', { name: /^Proceed To Pay|^Processing/ });
const group = (name: string) => screen.getByRole('group', { name });
/** The text of the element(s) a field's aria-describedby points at. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

startEachReviewClean();

async function review() {
  const view = renderReview();
  await screen.findByLabelText('Full Name');
  await waitFor(() => expect(payButton()).toBeEnabled());
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

describe('NFC card details: errors a keyboard and a screen reader can find', () => {
  it('is titled "Review"', async () => {
    await review();
    expect(document.title).toBe('Review | Tapfolio');
  });

  it('puts focus on the first invalid field after Proceed To Pay, its message tied to it', async () => {
    const { user, host } = await review();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.clear(screen.getByLabelText('Designation'));
    await user.click(payButton());

    const name = screen.getByLabelText('Full Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(description(name)).toBe('Full name is required.');
    const designation = screen.getByLabelText('Designation');
    expect(designation).toHaveAttribute('aria-invalid', 'true');
    expect(description(designation)).toBe('Designation is required');
    expect(host.calls.some((call) => call.url === '/order')).toBe(false);
  });

  it('puts focus on a picture choice that still needs its upload, described by what to do', async () => {
    const { user, host } = await review();
    const logo = group('Company Logo');
    await user.click(within(logo).getByRole('radio', { name: 'Upload new' }));
    await user.click(payButton());

    const chosen = within(logo).getByRole('radio', { name: 'Upload new' });
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(chosen).toHaveAttribute('aria-invalid', 'true');
    expect(description(chosen)).toBe('Upload a company logo, or choose None.');
    // The other options point at the message too, but only the chosen one is the invalid one.
    expect(within(logo).getByRole('radio', { name: 'None' })).not.toHaveAttribute('aria-invalid');
    expect(host.calls.some((call) => call.url === '/order')).toBe(false);
  });

  it("puts focus on the field the server refused, with the server's message", async () => {
    const { user, host } = await review();
    host.fail(400, 'Check the card details', {
      'nfcDetails.designation': 'Designation is too long for the card',
    });
    await user.click(payButton());

    const designation = screen.getByLabelText('Designation');
    await waitFor(() => expect(designation).toHaveFocus());
    expect(designation).toHaveAttribute('aria-invalid', 'true');
    expect(description(designation)).toBe('Designation is too long for the card');
  });
});
