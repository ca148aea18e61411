import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NfcDetails } from 'shared-contracts';
import { paymentRedirect } from '../src/features/checkout/utils/payment-redirect';
import {
  imageKey,
  jpegFile,
  orderBody,
  portfolio,
  renderReview,
  uploadBody,
  startEachReviewClean,
} from './checkout-fixtures';

const payButton = () => screen.getByRole('button', { name: /^Proceed To Pay/ });
const group = (name: string) => screen.getByRole('group', { name });
const sentDetails = (calls: { url: string; body?: unknown }[]): NfcDetails =>
  (calls.find((call) => call.url === '/order')!.body as { nfcDetails: NfcDetails }).nfcDetails;

startEachReviewClean();

async function review(options: Parameters<typeof renderReview>[0] = {}) {
  const view = renderReview(options);
  await screen.findByLabelText('Full Name');
  await waitFor(() => expect(payButton()).toBeEnabled());
  // The picker's accept list would drop files before the widget sees them.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

async function pay(view: Awaited<ReturnType<typeof review>>) {
  view.host.answer(orderBody());
  await view.user.click(payButton());
  await waitFor(() => expect(paymentRedirect.go).toHaveBeenCalled());
  return sentDetails(view.host.calls);
}

describe('Card pictures', () => {
  it('reuses the portfolio picture by default ("portfolio"), and offers no reuse of a missing logo', async () => {
    const view = await review();
    const photo = group('Photo');
    expect(within(photo).getByRole('radio', { name: 'Use from portfolio' })).toBeChecked();
    expect(within(photo).getByRole('img', { name: 'Photo from your portfolio' })).toHaveAttribute(
      'src',
      `/api/v1/file?key=${encodeURIComponent(imageKey(1))}`,
    );
    const logo = group('Company Logo');
    expect(within(logo).queryByRole('radio', { name: 'Use from portfolio' })).toBeNull();
    expect(within(logo).getByRole('radio', { name: 'None' })).toBeChecked();

    expect(await pay(view)).toMatchObject({
      customerPhoto: { image: { key: imageKey(1), name: 'me.jpg' }, source: 'portfolio' },
      customerLogo: { image: null, source: 'none' },
    });
  });

  it('reuses the portfolio company logo when there is one', async () => {
    const view = await review({
      portfolioChanges: {
        workInfo: { ...portfolio.workInfo, companyLogo: { key: imageKey(2), name: 'logo.png' } },
      },
    });
    expect(
      within(group('Company Logo')).getByRole('radio', { name: 'Use from portfolio' }),
    ).toBeChecked();
    expect((await pay(view)).customerLogo).toEqual({
      image: { key: imageKey(2), name: 'logo.png' },
      source: 'portfolio',
    });
  });

  it('sends "none" when the person chooses no photo', async () => {
    const view = await review();
    await view.user.click(within(group('Photo')).getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('img', { name: 'Photo from your portfolio' })).toBeNull();
    expect((await pay(view)).customerPhoto).toEqual({ image: null, source: 'none' });
  });

  it('uploads a new photo with the image widget and sends it as "order"', async () => {
    const view = await review();
    await view.user.click(within(group('Photo')).getByRole('radio', { name: 'Upload new' }));
    const widget = group('New photo');
    expect(within(widget).getByText('Square image under 1.2 MB')).toBeInTheDocument();

    view.host.answer(uploadBody(imageKey(3)));
    await view.user.upload(screen.getByLabelText('New photo'), jpegFile('me.png'));
    await view.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(widget).findByRole('img', { name: 'New photo' })).toHaveAttribute(
      'src',
      `/api/v1/file?key=${encodeURIComponent(imageKey(3))}`,
    );
    const upload = view.host.calls.find((call) => call.url === '/portfolio/upload')!;
    expect(upload.method).toBe('POST');
    expect(view.toasts).toContainEqual({ kind: 'success', message: 'Image uploaded!' });

    expect((await pay(view)).customerPhoto).toEqual({
      image: { key: imageKey(3), name: 'card-photo.jpg' },
      source: 'order',
    });
  });

  it('keeps an upload while another choice is tried', async () => {
    const view = await review();
    const photo = group('Photo');
    await view.user.click(within(photo).getByRole('radio', { name: 'Upload new' }));
    view.host.answer(uploadBody(imageKey(4)));
    await view.user.upload(screen.getByLabelText('New photo'), jpegFile());
    await view.user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('img', { name: 'New photo' });

    await view.user.click(within(photo).getByRole('radio', { name: 'Use from portfolio' }));
    await view.user.click(within(photo).getByRole('radio', { name: 'Upload new' }));
    expect(screen.getByRole('img', { name: 'New photo' })).toBeInTheDocument();
    expect((await pay(view)).customerPhoto.source).toBe('order');
  });

  it('asks for the upload when "Upload new" was chosen but nothing uploaded', async () => {
    const view = await review();
    await view.user.click(within(group('Company Logo')).getByRole('radio', { name: 'Upload new' }));
    await view.user.click(payButton());
    expect(await screen.findByText('Upload a company logo, or choose None.')).toBeInTheDocument();
    expect(view.host.calls.some((call) => call.url === '/order')).toBe(false);

    await view.user.click(within(group('Company Logo')).getByRole('radio', { name: 'None' }));
    expect(screen.queryByText('Upload a company logo, or choose None.')).not.toBeInTheDocument();
    expect((await pay(view)).customerLogo).toEqual({ image: null, source: 'none' });
  });
});
