import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { loadCatalogue, MASKED_ERROR_MESSAGE, type Language } from 'shared-contracts';
import { languageChanged, languageSlice, Screen, toastRequested, type ToastKind } from 'web-kit';
import { Providers } from '../src/app/providers';
import { createAppStore } from '../src/app/store';
import { AppLayout } from '../src/layout/app-layout';

/** The live regions of a role that hold these words (a region's name is not its text). */
const regions = (role: 'alert' | 'status', text: string) =>
  screen.queryAllByRole(role).filter((region) => region.textContent?.trim() === text);

describe('toasts', () => {
  // jsdom has no matchMedia; the toaster asks it whether motion is reduced.
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it('shows and announces each toast by its kind, the first one too', async () => {
    const app = createAppStore();
    const { container } = render(
      <Providers app={app}>
        <p>A screen</p>
      </Providers>,
    );
    const toast = (kind: ToastKind, message: string) =>
      act(() => {
        app.store.dispatch(toastRequested({ kind, message }));
      });

    // Before any toast the toaster is not downloaded, but a polite and an assertive region wait.
    const polite = container.querySelector('[aria-live="polite"]');
    const assertive = container.querySelector('[aria-live="assertive"]');
    // Nothing to say (Preact keeps an empty text node where React kept none: no words either way).
    expect(polite?.textContent).toBe('');
    expect(assertive?.textContent).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The first toast arrives with the toaster: the region already in the page says it (an
    // error interrupts), and the toast shows it without saying it twice.
    toast('error', 'Something went wrong');
    expect(assertive).toHaveTextContent('Something went wrong');
    expect(polite?.textContent).toBe('');
    expect(
      await screen.findByText('Something went wrong', { selector: '[aria-live="off"]' }),
    ).toBeInTheDocument();

    // With the toaster here, its toasts say themselves: a success waits its turn...
    toast('success', 'Image uploaded!');
    await waitFor(() => expect(regions('status', 'Image uploaded!')).toHaveLength(1));
    expect(regions('status', 'Image uploaded!')[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions('alert', 'Image uploaded!')).toHaveLength(0);

    // ...an error interrupts...
    toast('error', 'Failed to upload image.');
    await waitFor(() => expect(regions('alert', 'Failed to upload image.')).toHaveLength(1));
    expect(regions('alert', 'Failed to upload image.')[0]).toHaveAttribute(
      'aria-live',
      'assertive',
    );

    // ...and a note waits too.
    toast('info', 'Compressing image...');
    await waitFor(() => expect(regions('status', 'Compressing image...')).toHaveLength(1));
    expect(assertive).toHaveTextContent('Something went wrong');
  });
});

describe('one toast at a time, on its own screen', () => {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  });
  afterAll(() => {
    window.matchMedia = original;
    rs.useRealTimers();
  });

  function ChangePassword({ app }: { app: ReturnType<typeof createAppStore> }) {
    const navigate = useNavigate();
    return (
      <Screen title="Change Password">
        <button
          type="button"
          onClick={() => {
            // As the screen does: the success, then back to Account at once.
            app.store.dispatch(
              toastRequested({ kind: 'success', message: 'Password updated successfully!' }),
            );
            navigate('/account');
          }}
        >
          Update Password
        </button>
      </Screen>
    );
  }

  /** The toaster's toasts (its own elements, not the early live regions) holding these words. */
  const shown = (text: string) =>
    screen
      .queryAllByText(text)
      .filter((element) => element.getAttribute('aria-live') !== null)
      .filter((element) => !element.classList.contains('tf-visually-hidden'));

  const headerOf = (title: string) =>
    screen.getByRole('heading', { name: title, level: 1 }).closest('header');

  it('replaces the error a success answers, keeps that success on the next screen, and ends it when the person moves on', async () => {
    const app = createAppStore();
    const toast = (kind: ToastKind, message: string) =>
      act(() => {
        app.store.dispatch(toastRequested({ kind, message }));
      });
    render(
      <Providers app={app}>
        <MemoryRouter initialEntries={['/account/edit-password']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/account/edit-password" element={<ChangePassword app={app} />} />
              <Route
                path="/account"
                element={
                  <Screen title="Account">
                    <Link to="/account/nfc-cards">NFC cards</Link>
                  </Screen>
                }
              />
              <Route path="/account/nfc-cards" element={<Screen title="NFC cards">-</Screen>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    // The toaster downloads with the first toast (a real import, before the clock is faked).
    toast('error', 'Current password is incorrect');
    await waitFor(() => expect(shown('Current password is incorrect')).toHaveLength(1));
    rs.useFakeTimers();

    // In the screen's header, on a line of its own below the title: it takes room, never lies
    // over the title or what is under the header.
    expect(headerOf('Change Password')).toContainElement(
      shown('Current password is incorrect')[0]!,
    );

    // Asked again: still one toast, not two stacked.
    toast('error', 'Current password is incorrect');
    await act(() => rs.advanceTimersByTimeAsync(0));
    expect(shown('Current password is incorrect')).toHaveLength(1);

    // The success takes the error's place at once, and goes with the person to Account.
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await act(() => rs.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(shown('Password updated successfully!')).toHaveLength(1);
    expect(headerOf('Account')).toContainElement(shown('Password updated successfully!')[0]!);
    expect(shown('Current password is incorrect')).toHaveLength(0);

    // Moving on to another screen ends it (after its way out).
    await act(() => rs.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('link', { name: 'NFC cards' }));
    await act(() => rs.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { name: 'NFC cards' })).toBeInTheDocument();
    expect(shown('Password updated successfully!')).toHaveLength(0);
  });

  it('keeps the answer on the next screen however long that screen takes to come, as on a busy phone', async () => {
    const app = createAppStore();
    function SlowSave() {
      const navigate = useNavigate();
      return (
        <Screen title="Address">
          <button
            type="button"
            onClick={() => {
              // Saved; the editor's menu comes back a long second later.
              app.store.dispatch(
                toastRequested({ kind: 'success', message: 'Address information saved!' }),
              );
              setTimeout(() => navigate('/edit-profile'), 1500);
            }}
          >
            Save
          </button>
        </Screen>
      );
    }
    render(
      <Providers app={app}>
        <MemoryRouter initialEntries={['/edit-profile/address']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/edit-profile/address" element={<SlowSave />} />
              <Route
                path="/edit-profile"
                element={<Screen title="Edit Your Portfolio">-</Screen>}
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    // The clock too: the screen comes 1.5 s after the answer by the page's clock as well.
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => rs.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
    // Past a dismissed toast's fade: still there, within its three seconds.
    await act(() => rs.advanceTimersByTimeAsync(500));
    expect(shown('Address information saved!')).toHaveLength(1);
  });

  function AccountWithSheet() {
    const [open, setOpen] = useState(false);
    return (
      <Screen title="Account">
        <button type="button" onClick={() => setOpen(!open)}>
          Edit Full Name
        </button>
        {open && <div role="dialog" aria-modal="true" aria-label="Edit Full Name" />}
      </Screen>
    );
  }

  it('shows above a modal sheet while it is open, and in the header again once it closes', async () => {
    rs.useRealTimers();
    const app = createAppStore();
    render(
      <Providers app={app}>
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/account" element={<AccountWithSheet />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    act(() => {
      app.store.dispatch(
        toastRequested({ kind: 'error', message: 'An error occurred while updating.' }),
      );
    });
    const toast = () => shown('An error occurred while updating.')[0]!;
    await waitFor(() => expect(headerOf('Account')).toContainElement(toast()));

    // The sheet leaves the screen behind out of reach: the toast shows above it.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Full Name' }));
    await waitFor(() => expect(headerOf('Account')).not.toContainElement(toast()));
    expect(toast().closest('.tf-toast--over')).not.toBeNull();

    // Closed, the toast is back in the header.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Full Name' }));
    await waitFor(() => expect(headerOf('Account')).toContainElement(toast()));
    expect(toast().closest('.tf-toast--over')).toBeNull();
  });
});

describe("a toast in the person's language", () => {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  const inLanguage = async (language: Language) =>
    createAppStore({
      language: languageSlice.reducer(undefined, languageChanged(await loadCatalogue(language))),
    });

  it.each([
    ['hi', 'कुछ गड़बड़ हो गई। कृपया बाद में फिर से कोशिश करें।', 'नमस्ते!'],
    ['bn', 'কিছু একটা ভুল হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।', 'নমস্কার!'],
  ] as const)(
    'asked for in English, shows in %s; a text the catalogue lacks shows as it came',
    async (language, translated, screenTitle) => {
      const app = await inLanguage(language);
      render(
        <Providers app={app}>
          <MemoryRouter>
            <Screen title={screenTitle}>-</Screen>
          </MemoryRouter>
        </Providers>,
      );
      act(() => {
        app.store.dispatch(toastRequested({ kind: 'error', message: MASKED_ERROR_MESSAGE }));
      });
      // Said by the early region or the toaster's own, as the toaster is here or not yet.
      expect((await screen.findAllByText(translated)).length).toBeGreaterThan(0);
      expect(screen.queryByText(MASKED_ERROR_MESSAGE)).not.toBeInTheDocument();

      // A server's own words the catalogue does not know: shown as they are, not dropped.
      act(() => {
        app.store.dispatch(toastRequested({ kind: 'info', message: 'Asha Rao' }));
      });
      expect((await screen.findAllByText('Asha Rao')).length).toBeGreaterThan(0);
    },
  );
});
