import { describe, expect, it, rs } from '@rstest/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '../src/features/shared/confirm-dialog';
import { renderPublicCard } from './fixtures/render-public-card';

function Asker({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this?"
        text="It goes for good."
        cancelLabel="Keep it"
        confirmLabel="Delete it"
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog (Discard changes?, Delete this contact?)', () => {
  it('opens with focus on the safe answer, keeps Tab inside, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<Asker onConfirm={rs.fn()} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Delete this?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete it' });
    expect(keep).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('The card in the app', () => {
  it('names the page after the person, and the QR view after itself', async () => {
    const { user } = await renderPublicCard();
    await waitFor(() => expect(document.title).toBe('Asha Rao | Tapfolio'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    await waitFor(() => expect(document.title).toBe('QR code | Tapfolio'));
  });

  it('opens the share sheet with focus on Copy Link and gives focus back to Share on Escape', async () => {
    const { user } = await renderPublicCard();
    const share = screen.getByRole('button', { name: 'Share' });
    await user.click(share);
    const sheet = screen.getByRole('dialog', { name: 'Share this card' });
    expect(within(sheet).getByRole('button', { name: 'Copy Link' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Share this card' })).not.toBeInTheDocument();
    await waitFor(() => expect(share).toHaveFocus());
  });

  it('repaints in the theme another tab chose', async () => {
    await renderPublicCard();
    const page = screen.getByRole('main');
    expect(page).toHaveAttribute('data-theme', 'dark');
    act(() => {
      localStorage.setItem('portfolioTheme', 'light');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'portfolioTheme',
          newValue: 'light',
          storageArea: localStorage,
        }),
      );
    });
    expect(page).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    localStorage.clear();
  });
});
