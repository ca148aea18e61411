import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import {
  clockedUser,
  installFakeClock,
  nextFrame,
  removeFakeClock,
} from 'web-kit/testing/fake-clock';
import { catchSavedFiles } from 'web-kit/testing/saved-files';
import { loaded, renderEditor } from './fixtures/editor';

afterEach(() => {
  removeFakeClock();
  rs.restoreAllMocks();
});

/** The screen reached from the editor's Sharing list, as a person gets there. */
async function openBackgrounds() {
  installFakeClock();
  const saved = catchSavedFiles();
  const host = fakeHost();
  const view = renderEditor('/edit-profile', [loaded()], { host });
  const user = clockedUser();
  await nextFrame();
  const sharing = within(screen.getByRole('navigation', { name: 'Sharing' }));
  const entry = sharing.getByRole('link', { name: /^Backgrounds/ });
  expect(entry).toHaveAccessibleName(/Your card behind video calls and on your lock screen/);
  await user.click(entry);
  expect(screen.getByRole('heading', { level: 1, name: 'Backgrounds' })).toBeVisible();
  return { ...view, host, user, saved };
}

const downloads = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/portfolio/backgrounds'));

describe('Backgrounds', () => {
  it('downloads the video background and the wallpaper in the design and phone chosen', async () => {
    const { host, user, saved, toasts } = await openBackgrounds();
    expect(document.title).toBe('Backgrounds | Tapfolio');

    await user.click(screen.getByRole('radio', { name: /Gradient/ }));
    host.answer(new Blob(['png'], { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Download background' }));
    await nextFrame();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Image downloaded' });

    await user.click(screen.getByRole('radio', { name: /iPhone Pro Max/ }));
    host.answer(new Blob(['png'], { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Download wallpaper' }));
    await nextFrame();

    expect(downloads(host.calls)).toEqual([
      { url: '/portfolio/backgrounds?kind=video&design=2', responseType: 'blob', timeoutMs: 0 },
      {
        url: '/portfolio/backgrounds?kind=lock&design=2&screen=iphone-max',
        responseType: 'blob',
        timeoutMs: 0,
      },
    ]);
    expect(saved).toEqual(['tapfolio-background-2.png', 'tapfolio-wallpaper-iphone-max.png']);
  });

  it('says so when the image could not be made, and saves nothing', async () => {
    const { host, user, saved, toasts } = await openBackgrounds();
    host.fail(503, 'The server is busy. Please try again in a moment.');
    await user.click(screen.getByRole('button', { name: 'Download background' }));
    await nextFrame();
    expect(toasts).toEqual([
      { kind: 'error', message: 'The server is busy. Please try again in a moment.' },
    ]);
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download background' })).toBeEnabled();
  });
});
