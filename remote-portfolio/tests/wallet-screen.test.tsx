import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { walletErrors, type WalletOffer } from 'shared-contracts';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { catchSavedFiles } from 'web-kit/testing/saved-files';
import { walletApi } from '../src/features/wallet/wallet-api';
import { walletPage } from '../src/features/wallet/wallet-page';
import { loaded, renderEditor, type WalletAnswer } from './fixtures/editor';

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

const BOTH: WalletOffer = { google: true, apple: true };
const SAVE_URL = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2ln';
const PASS_URL =
  'https://tapfolio.test/api/v1/wallet/apple/pass.pkpass?ticket=eyJhbGciOiJIUzI1NiJ9.e30.c2ln';

const sharing = () => within(screen.getByRole('navigation', { name: 'Sharing' }));
const walletEntry = () => sharing().queryByRole('link', { name: /^Wallet pass/ });
const addButtons = () =>
  screen.queryAllByRole('button', { name: /^Add to/ }).map((button) => button.textContent);

/** The editor's menu once the card and the server's wallet offer have come in. */
async function openMenu(wallet: WalletAnswer) {
  installFakeClock();
  const view = renderEditor('/edit-profile', [loaded()], { wallet });
  await nextFrame();
  expect(screen.getByText('Asha Rao')).toBeVisible();
  // Whatever the entry shows, the server's answer is in: nothing is still on its way.
  const asked = walletApi.endpoints.getWalletOffer.select()(view.store.getState() as never);
  expect(asked.isSuccess || asked.isError).toBe(true);
  return { ...view, user: clockedUser() };
}

/** The Wallet pass screen, reached from the Sharing list as a person gets there. */
async function openWallet(wallet: WalletOffer = BOTH) {
  const view = await openMenu(wallet);
  const entry = walletEntry()!;
  expect(entry).toHaveAccessibleName(
    expect.stringMatching(/Your card in Google Wallet or Apple Wallet$/),
  );
  await view.user.click(entry);
  expect(addButtons()).toEqual(['Add to Google Wallet', 'Add to Apple Wallet']);
  expect(screen.getByRole('heading', { level: 1, name: 'Wallet pass' })).toBeVisible();
  return { ...view, saved: catchSavedFiles() };
}

describe('Wallet pass in the Sharing list', () => {
  it('is not there when the server offers no wallet', async () => {
    await openMenu({ google: false, apple: false });
    expect(sharing().getAllByRole('link')).toHaveLength(6);
    expect(walletEntry()).toBeNull();
  });

  it('is not there when asking the server failed', async () => {
    await openMenu({ status: 503, message: 'The server is busy. Please try again in a moment.' });
    expect(walletEntry()).toBeNull();
  });

  it.each([
    {
      offer: { google: true, apple: false },
      line: 'Your card in Google Wallet',
      buttons: ['Add to Google Wallet'],
    },
    {
      offer: { google: false, apple: true },
      line: 'Your card in Apple Wallet',
      buttons: ['Add to Apple Wallet'],
    },
  ])(
    'offers only the wallets the server is set up for: $line',
    async ({ offer, line, buttons }) => {
      const { user } = await openMenu(offer);
      const entry = walletEntry()!;
      expect(entry).toHaveAttribute('href', '/edit-profile/wallet');
      expect(entry).toHaveAccessibleName(
        expect.stringMatching(new RegExp(`^Wallet pass.*${line}$`)),
      );
      await user.click(entry);
      expect(document.title).toBe('Wallet pass | Tapfolio');
      expect(addButtons()).toEqual(buttons);
      expect(
        screen.getByText(
          'The pass shows your card as it is now. After you change your card, add a new pass to carry the change.',
        ),
      ).toBeVisible();
    },
  );
});

describe('Wallet pass', () => {
  it('opens Google’s save link for the card, both buttons busy while it is asked', async () => {
    const { host, user, toasts } = await openWallet();
    const opened = rs.spyOn(walletPage, 'open').mockImplementation(() => {});
    const release = host.hold();
    await user.click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
    expect(screen.getByRole('button', { name: 'Opening Google Wallet...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Apple Wallet' })).toBeDisabled();
    expect(opened).not.toHaveBeenCalled();

    release({ success: true, result: { saveUrl: SAVE_URL } });
    await nextFrame();
    expect(opened.mock.calls).toEqual([[SAVE_URL]]);
    expect(host.calls.at(-1)).toEqual({ url: '/portfolio/wallet/google' });
    expect(toasts).toEqual([]);
  });

  it('asks for the Apple pass link, then opens it: no file saved by script, both buttons busy meanwhile', async () => {
    const { host, user, saved, toasts } = await openWallet();
    const opened = rs.spyOn(walletPage, 'open').mockImplementation(() => {});
    const release = host.hold();
    await user.click(screen.getByRole('button', { name: 'Add to Apple Wallet' }));
    expect(screen.getByRole('button', { name: 'Opening your pass...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Google Wallet' })).toBeDisabled();
    expect(host.calls.at(-1)).toEqual({ url: '/portfolio/wallet/apple/link' });
    expect(opened).not.toHaveBeenCalled();

    release({ success: true, result: { passUrl: PASS_URL } });
    await nextFrame();
    expect(opened.mock.calls).toEqual([[PASS_URL]]);
    expect(saved).toEqual([]);
    expect(toasts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to Apple Wallet' })).toBeEnabled();
  });

  it('shows the server’s message when a pass cannot be made, and opens or saves nothing', async () => {
    const { host, user, saved, toasts } = await openWallet();
    const opened = rs.spyOn(walletPage, 'open').mockImplementation(() => {});
    host.fail(503, walletErrors.googleNotSetUp);
    await user.click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
    await nextFrame();
    host.fail(500, '');
    await user.click(screen.getByRole('button', { name: 'Add to Apple Wallet' }));
    await nextFrame();

    expect(toasts).toEqual([
      { kind: 'error', message: 'Google Wallet is not set up on this server' },
      { kind: 'error', message: 'Could not make your pass. Please try again.' },
    ]);
    expect(opened).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to Google Wallet' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Apple Wallet' })).toBeEnabled();
  });

  it('says so when the server cannot say which wallets it offers', async () => {
    installFakeClock();
    renderEditor('/edit-profile/wallet', [loaded()], {
      wallet: { status: 503, message: 'The server is busy. Please try again in a moment.' },
    });
    await nextFrame();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not check which wallets are set up.',
    );
    expect(addButtons()).toEqual([]);
  });
});
