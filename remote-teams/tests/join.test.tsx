import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { organisationErrors, organisationToasts } from 'shared-contracts';
import { aProfile } from 'web-kit/testing';
import { installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';
import { ok, organisation, preview, renderJoin, teamsHost } from './fixtures';

beforeEach(() => installFakeClock());
afterEach(() => removeFakeClock());

const opened = (token: string) => ({ url: '/invitations/open', method: 'POST', body: { token } });

describe('Joining by an invitation link', () => {
  it('shows what it invites to, joins, and opens the organisation', async () => {
    const host = teamsHost();
    host.answer('POST /invitations/open', ok(preview()));
    const { user, toasts } = renderJoin('/join#t=s3cr3t', host);

    expect(
      await screen.findByRole('heading', { name: 'Asha Rao invited you to join Acme Designs' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sent to asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('The invitation works until 09/12/2026.')).toBeInTheDocument();
    expect(host.calls).toEqual([opened('s3cr3t')]);
    // Out of the address bar, kept in the tab for the trip through sign-in.
    expect(sessionStorage.getItem('tf.invitation')).toBe('s3cr3t');

    host.answer(
      'POST /invitations/accept',
      ok(organisation({ role: 'member' }), organisationToasts.joined('Acme Designs')),
    );
    await user.click(screen.getByRole('button', { name: 'Join Acme Designs' }));
    expect(await screen.findByText('You are a member · 3 members')).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', message: 'You joined Acme Designs' });
    expect(host.calls.at(-1)).toEqual({
      url: '/invitations/accept',
      method: 'POST',
      body: { token: 's3cr3t' },
    });
    expect(sessionStorage.getItem('tf.invitation')).toBeNull();
  });

  it("says when another account is signed in, and shows the server's refusal under Join", async () => {
    const host = teamsHost();
    host.answer('POST /invitations/open', ok(preview({ email: 'kiran@acme.example' })));
    host.answer('GET /user/profile', ok(aProfile()));
    host.fail(
      'POST /invitations/accept',
      403,
      organisationErrors.invitationForAnother('kiran@acme.example'),
    );
    const { user } = renderJoin('/join#t=s3cr3t', host, { profileUnknown: true });
    await user.click(await screen.findByRole('button', { name: 'Join Acme Designs' }));
    expect(
      await screen.findByText(
        'You are signed in as asha@example.com: only the account of kiran@acme.example can join with this link.',
      ),
    ).toBeInTheDocument();
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      organisationErrors.invitationForAnother('kiran@acme.example'),
    );
    expect(refusal).toHaveFocus();
  });

  it('sends a visitor to sign in or register and back, the token kept in the tab', async () => {
    sessionStorage.setItem('tf.invitation', 'k3pt');
    const host = teamsHost();
    host.answer('POST /invitations/open', ok(preview()));
    const { user } = renderJoin('/join', host, { signedOut: true });

    expect(
      await screen.findByText('Sign in, or create an account, with asha@example.com to join.'),
    ).toBeInTheDocument();
    expect(host.calls).toEqual([opened('k3pt')]);
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(screen.getByRole('link', { name: 'Sign in to join' }));
    const next = screen.getByRole('status', { name: 'Next page' });
    expect(next).toHaveTextContent('/login');
    expect(JSON.parse(next.textContent!.replace('/login ', ''))).toMatchObject({
      from: '/join',
      email: 'asha@example.com',
    });
  });

  it('says a link that no longer works is no good, and forgets it', async () => {
    sessionStorage.setItem('tf.invitation', 'old');
    const host = teamsHost();
    host.fail('POST /invitations/open', 404, organisationErrors.invitationNotFound);
    renderJoin('/join#t=gone', host);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      organisationErrors.invitationNotFound,
    );
    expect(host.calls).toEqual([opened('gone')]);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(sessionStorage.getItem('tf.invitation')).toBeNull();
  });
});
