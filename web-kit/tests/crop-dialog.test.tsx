import { describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FileRef } from 'shared-contracts';
import { renderScreen } from '../src/testing';
import type { ImageTools } from '../src/upload/image-tools';
import { ImageUpload } from '../src/upload/image-upload';

const KEY =
  'portfolios/0b7f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9.jpg';

/** jsdom decodes no image and draws no canvas: the browser steps are replaced. */
const tools: ImageTools = {
  openImage: () => ({ url: 'blob:chosen-image', release: () => {} }),
  cropImage: async () => new Blob([new Uint8Array(1500)], { type: 'image/jpeg' }),
  compressImage: async (file: File) => file,
};

function Harness({ initial = null }: { initial?: FileRef | null }) {
  const [value, setValue] = useState<FileRef | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <ImageUpload label="Profile picture" value={value} onChange={setValue} tools={tools} />
    </>
  );
}

function renderWidget(initial: FileRef | null = null) {
  const view = renderScreen(<Harness initial={initial} />, {
    session: { token: 't0k', userId: 'u1' },
  });
  return { ...view, user: userEvent.setup() };
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload profile picture' });
const chooseFile = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(uploadButton());
  await user.upload(
    screen.getByLabelText('Profile picture'),
    new File(['x'], 'me.jpg', {
      type: 'image/jpeg',
    }),
  );
};

describe('the crop dialog', () => {
  it('is a modal dialog named "Crop image" that starts on Done', async () => {
    const { user } = renderWidget();
    await chooseFile(user);
    const dialog = screen.getByRole('dialog', { name: 'Crop image' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = renderWidget();
    await chooseFile(user);
    const dialog = screen.getByRole('dialog', { name: 'Crop image' });
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    const done = within(dialog).getByRole('button', { name: 'Done' });

    // Done is the last control: Tab wraps to the first (the zoom slider; jsdom lays out no
    // crop frame), and Shift+Tab from there wraps back to Done.
    await user.tab();
    expect(zoom).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes on Escape like Cancel, and gives focus back to the Upload button', async () => {
    const { user, host } = renderWidget();
    await chooseFile(user);
    expect(screen.getByRole('dialog', { name: 'Crop image' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uploadButton()).toHaveFocus();
    expect(host.calls).toHaveLength(0);
  });

  it('gives focus back to the Upload button after Cancel', async () => {
    const { user } = renderWidget();
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uploadButton()).toHaveFocus();
  });

  it('keeps focus on the Upload button while the crop uploads, and after', async () => {
    const { user, host } = renderWidget();
    const answer = host.hold();
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('progressbar', { name: 'Uploading profile picture' });
    expect(uploadButton()).toHaveFocus();
    expect(uploadButton()).toHaveAttribute('aria-disabled', 'true');

    // A busy Upload button does not open the picker again.
    const click = rs.spyOn(HTMLInputElement.prototype, 'click');
    await user.click(uploadButton());
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();

    answer({ success: true, result: { key: KEY, name: 'me.jpg' } });
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toBeInTheDocument();
    expect(uploadButton()).toHaveFocus();
    expect(uploadButton()).not.toHaveAttribute('aria-disabled');
  });

  it('moves focus to the Upload button when the image is removed', async () => {
    const { user } = renderWidget({ key: KEY, name: 'me.jpg' });
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(uploadButton()).toHaveFocus();
  });
});
