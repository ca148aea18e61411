import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { handleErrors } from 'shared-contracts';
import { fakeHost } from 'web-kit/testing';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  pass,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { loaded, renderEditor } from './fixtures/editor';
import { portfolioQueries } from '../src/features/shared/portfolio-queries';

/** The pause after typing before the handle is checked. */
const CHECK_DELAY_MS = 300;
const AVAILABILITY = '/portfolio/handle/availability';

const field = () => screen.getByLabelText('Personal link');
const save = () => screen.getByRole('button', { name: 'Save' });
const availability = (handle: string, available: boolean, extra: object = {}) => ({
  success: true,
  result: { handle, available, ...extra },
});
const checks = (calls: { url: string }[]) => calls.filter((call) => call.url === AVAILABILITY);

/** The personal link page with the fake clock, the portfolio loaded (with `handle`). */
async function openPage(handle: string | null = null) {
  installFakeClock();
  const host = fakeHost();
  const view = renderEditor('/edit-profile/personal-link', [loaded({ handle })], { host });
  await nextFrame();
  expect(await screen.findByLabelText('Personal link')).toBeInTheDocument();
  return { ...view, user: clockedUser() };
}

/** The handle's answer beside the field: the first status (the second says why Save is off). */
const handleStatus = () => screen.getAllByRole('status')[0]!;

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

describe('Personal link', () => {
  it('is in the editor menu with Insights and Contacts, under /edit-profile', async () => {
    renderEditor('/edit-profile');
    const sharing = within(await screen.findByRole('navigation', { name: 'Sharing' }));
    const entries = sharing.getAllByRole('link');
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/edit-profile/personal-link',
      '/edit-profile/insights',
      '/edit-profile/contacts',
      '/edit-profile/integrations',
      '/edit-profile/signature',
      '/edit-profile/backgrounds',
    ]);
    expect(entries[0]).toHaveAccessibleName(/^Personal link/);
    expect(entries[1]).toHaveAccessibleName(/^Insights/);
    expect(entries[2]).toHaveAccessibleName(/^Contacts/);
  });

  it('checks the handle once typing pauses, and shows a taken one as refused', async () => {
    const { user, host } = await openPage();
    host.answer(availability('asha', false, { message: handleErrors.taken }));
    await user.type(field(), 'asha');
    expect(handleStatus()).toHaveTextContent('Checking...');
    expect(checks(host.calls)).toEqual([]);

    await pass(CHECK_DELAY_MS);
    await nextFrame();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(handleErrors.taken));
    // One request for the word, not one per key.
    expect(checks(host.calls)).toEqual([{ url: AVAILABILITY, params: { handle: 'asha' } }]);
    expect(save()).toBeDisabled();
  });

  it('says Available for a free handle, lower-cased as it will be stored', async () => {
    const { user, host } = await openPage();
    host.answer(availability('asha.rao', true));
    await user.type(field(), 'Asha.Rao');
    expect(field()).toHaveValue('asha.rao');
    await pass(CHECK_DELAY_MS);
    await nextFrame();
    expect(handleStatus()).toHaveTextContent('Available');
    expect(checks(host.calls)).toEqual([{ url: AVAILABILITY, params: { handle: 'asha.rao' } }]);
    expect(save()).toBeEnabled();
  });

  it('shows the answer for the latest text when an earlier answer comes late', async () => {
    const { user, host } = await openPage();
    const late = host.hold();
    await user.type(field(), 'asha');
    await pass(CHECK_DELAY_MS);
    host.answer(availability('ashax', true));
    await user.type(field(), 'x');
    await pass(CHECK_DELAY_MS);
    await nextFrame();
    expect(handleStatus()).toHaveTextContent('Available');

    late(availability('asha', false, { message: handleErrors.taken }));
    await nextFrame();
    expect(handleStatus()).toHaveTextContent('Available');
    expect(field()).not.toHaveAccessibleDescription(expect.stringContaining(handleErrors.taken));
    expect(checks(host.calls).map((call) => (call as { params?: unknown }).params)).toEqual([
      { handle: 'asha' },
      { handle: 'ashax' },
    ]);
  });

  it.each([
    ['asha_rao', handleErrors.characters],
    ['as', handleErrors.tooShort],
    ['admin', handleErrors.reserved],
    ['-asha', handleErrors.characters],
  ])('refuses %s by the shared rules, without asking the server', async (typed, message) => {
    const { user, host } = await openPage();
    await user.type(field(), typed);
    await pass(CHECK_DELAY_MS * 3);
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(checks(host.calls)).toEqual([]);
    expect(save()).toBeDisabled();
  });

  it('saves the handle: the toast, the new link with the card, and "This is your link"', async () => {
    const { user, host, toasts, store } = await openPage();
    host.answer(availability('asha.rao', true));
    await user.type(field(), 'asha.rao');
    await pass(CHECK_DELAY_MS);
    await nextFrame();
    host.answer({ success: true, result: { handle: 'asha.rao' } });
    await user.click(save());
    await nextFrame();

    expect(host.calls.at(-1)).toEqual({
      url: '/portfolio/handle',
      method: 'PATCH',
      body: { handle: 'asha.rao' },
    });
    expect(toasts).toEqual([{ kind: 'success', message: 'Your personal link is saved!' }]);
    const current = screen.getByRole('region', { name: "Your card's link" });
    expect(within(current).getByRole('link')).toHaveAttribute(
      'href',
      `${window.location.origin}/@asha.rao`,
    );
    expect(handleStatus()).toHaveTextContent('This is your link');
    expect(save()).toBeDisabled();
    // The cached portfolio has it: the menu and the card show the new link without a reload.
    const cached = portfolioQueries.endpoints.getOwnPortfolio.select()(store.getState() as never);
    expect(cached.data?.portfolio.handle).toBe('asha.rao');
  });

  it('shows "already taken" at the field when someone took it first (409)', async () => {
    const { user, host, toasts } = await openPage();
    host.answer(availability('asha', true));
    await user.type(field(), 'asha');
    await pass(CHECK_DELAY_MS);
    await nextFrame();
    host.fail(409, 'Handle taken');
    await user.click(save());
    await nextFrame();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(handleErrors.taken));
    expect(toasts).toEqual([]);
  });

  it('shows the monthly limit at the field when the server refuses a fourth new link (429)', async () => {
    const { user, host, toasts } = await openPage();
    host.answer(availability('asha', true));
    await user.type(field(), 'asha');
    await pass(CHECK_DELAY_MS);
    await nextFrame();
    host.fail(429, handleErrors.tooManyChanges, { handle: handleErrors.tooManyChanges });
    await user.click(save());
    await nextFrame();
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining(
        'You can change your link 3 times in 30 days. Please try again later.',
      ),
    );
    expect(toasts).toEqual([]);
  });

  it('says the save failed for any other failure', async () => {
    const { user, host, toasts } = await openPage();
    host.answer(availability('asha', true));
    await user.type(field(), 'asha');
    await pass(CHECK_DELAY_MS);
    await nextFrame();
    host.fail(500, 'Something broke');
    await user.click(save());
    await nextFrame();
    expect(toasts).toEqual([
      { kind: 'error', message: 'Failed to save your link. Please try again.' },
    ]);
  });

  it('shows the current link with a copy button, and the hint', async () => {
    const { user, toasts } = await openPage('asha');
    expect(field()).toHaveValue('asha');
    expect(handleStatus()).toHaveTextContent('This is your link');
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('People can open your card at this address.'),
    );
    const writeText = rs.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/@asha`);
    expect(toasts).toEqual([{ kind: 'success', message: 'Link copied!' }]);
  });

  it('asks before going back with an unsaved link', async () => {
    const { user, host } = await openPage('asha');
    host.answer(availability('asha2', true));
    await user.type(field(), '2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
  });
});
