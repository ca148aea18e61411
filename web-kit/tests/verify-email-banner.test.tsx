import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { aProfile, fakeHost, renderScreen } from '../src/testing';
import { VerifyEmailBanner } from '../src/ui/verify-email-banner';

const profile = (emailVerified: boolean) => aProfile({ emailVerified });

const renderBanner = (emailVerified: boolean) => {
  const host = fakeHost();
  const view = renderScreen(<VerifyEmailBanner />, {
    host,
    session: {
      token: 't0k',
      userId: 'u1',
      profile: profile(emailVerified),
      profileStatus: 'loaded',
    },
  });
  return { ...view, host };
};

const banner = () =>
  screen.queryByRole('region', { name: 'Verify your e-mail to keep your account safe' });

describe('the verify-your-e-mail banner', () => {
  it('says where the link went, and Resend mails a new one while it is busy', async () => {
    const { user, host, toasts } = renderBanner(false);
    expect(banner()).toHaveTextContent('Open the link we sent to asha@example.com.');
    const release = host.hold();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
    expect(host.calls).toEqual([{ url: '/user/verify-email/resend', method: 'POST' }]);
    release({ success: true, message: 'We sent a new link to asha@example.com.', result: null });
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'success',
        message: 'We sent a new link to asha@example.com.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it("shows the server's refusal (too many links in an hour)", async () => {
    const { user, host, toasts } = renderBanner(false);
    const limited = 'We sent several links in the last hour. Please wait, then try again.';
    host.fail(429, limited);
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: limited }));
  });

  it('is not there once the address is verified', () => {
    renderBanner(true);
    expect(banner()).toBeNull();
  });
});
