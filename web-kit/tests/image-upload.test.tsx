import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MB, type FileRef } from 'shared-contracts';
import { fakeHost, renderScreen } from '../src/testing';
import type { ImageTools } from '../src/upload/image-tools';
import { ImageUpload, type ImageUploadProps } from '../src/upload/image-upload';

const KEY =
  'portfolios/0b7f2a3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9.jpg';
const uploaded = (key = KEY) => ({
  success: true,
  result: {
    key,
    name: 'me.jpg',
    contentType: 'image/jpeg',
    size: 1234,
    width: 800,
    height: 800,
  },
});

const jpeg = (name = 'me.jpg', bytes = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

/** jsdom decodes no image and draws no canvas: the browser steps are replaced. */
function fakeTools(overrides: Partial<ImageTools> = {}) {
  const release = rs.fn();
  const tools = {
    openImage: rs.fn(() => ({ url: 'blob:chosen-image', release })),
    cropImage: rs.fn(async () => new Blob([new Uint8Array(1500)], { type: 'image/jpeg' })),
    compressImage: rs.fn(
      async (file: File) => new File([new Uint8Array(900)], file.name, { type: 'image/jpeg' }),
    ),
    ...overrides,
  };
  return { tools, release };
}

function Harness(props: Partial<ImageUploadProps> & { initial?: FileRef | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<FileRef | null>(initial);
  return (
    <>
      <ImageUpload label="Profile picture" value={value} onChange={setValue} {...rest} />
      <output aria-label="Stored image">{value ? JSON.stringify(value) : 'none'}</output>
    </>
  );
}

function renderWidget(
  props: Partial<ImageUploadProps> & { initial?: FileRef | null } = {},
  options: { userId?: string | null } = {},
) {
  const host = fakeHost();
  const view = renderScreen(<Harness {...props} />, {
    host,
    session: { token: 't0k', userId: options.userId === undefined ? 'u1' : options.userId },
  });
  // The picker's accept list would drop refused files before the widget sees them.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const picker = () => screen.getByLabelText('Profile picture');
const group = () => screen.getByRole('group', { name: 'Profile picture' });
const stored = () => screen.getByRole('status', { hidden: true, name: 'Stored image' });

describe('the image upload widget', () => {
  it('offers an upload button and the size hint', () => {
    const { tools } = fakeTools();
    renderWidget({ tools });
    expect(within(group()).getByRole('button', { name: 'Upload profile picture' })).toBeEnabled();
    expect(within(group()).getByText('Square image under 2 MB')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('says service images must be under 1.2 MB', () => {
    renderWidget({ tools: fakeTools().tools, kind: 'service' });
    expect(screen.getByText('Square image under 1.2 MB')).toBeInTheDocument();
  });

  it('asks for a wide banner and crops it as one', async () => {
    const { tools } = fakeTools();
    const { user, host } = renderWidget({ tools, kind: 'banner' });
    expect(screen.getByText('Wide image (3:1) under 2 MB')).toBeInTheDocument();
    host.answer(uploaded());
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    expect(tools.cropImage).toHaveBeenCalledWith('blob:chosen-image', null, 'banner');
    expect(host.calls[0]).toMatchObject({ url: '/portfolio/upload', method: 'POST' });
  });

  it('takes a lower limit from the screen, for the hint and for compression', async () => {
    const { tools } = fakeTools({
      cropImage: rs.fn(async () => new Blob([new Uint8Array(1.5 * MB)], { type: 'image/jpeg' })),
    });
    const { user, host } = renderWidget({ tools, maxBytes: Math.floor(1.2 * MB) });
    expect(screen.getByText('Square image under 1.2 MB')).toBeInTheDocument();
    host.answer(uploaded());
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    expect(tools.compressImage).toHaveBeenCalledWith(expect.any(File), {
      maxBytes: Math.floor(1.2 * MB),
      maxSidePx: 1920,
    });
    expect(host.calls[0]).toMatchObject({ url: '/portfolio/upload', method: 'POST' });
  });

  it.each([
    ['notes.pdf', 'application/pdf', 'Only JPG, JPEG, PNG files are allowed'],
    ['photo.gif', 'image/gif', 'Only JPG, JPEG, PNG files are allowed'],
    ['photo', 'image/jpeg', 'Only JPG, JPEG, PNG files are allowed'],
    ['photo.png', 'image/gif', 'Invalid file type'],
    ['photo.jpg', 'text/plain', 'Invalid file type'],
  ])('refuses %s (%s): %s', async (name, type, message) => {
    const { tools } = fakeTools();
    const { user, toasts, host } = renderWidget({ tools });
    await user.upload(picker(), jpeg(name, 100, type));
    expect(toasts).toEqual([{ kind: 'error', message }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tools.openImage).not.toHaveBeenCalled();
    expect(host.calls).toHaveLength(0);
  });

  it('needs the stored user id before it uploads anything', async () => {
    const { tools } = fakeTools();
    const { user, toasts } = renderWidget({ tools }, { userId: null });
    await user.upload(picker(), jpeg());
    expect(toasts).toEqual([{ kind: 'error', message: 'Failed to upload image.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the square crop dialog on a chosen file; Cancel closes it without uploading', async () => {
    const { tools, release } = fakeTools();
    const { user, host } = renderWidget({ tools });
    await user.upload(picker(), jpeg('holiday.PNG', 1000, 'image/png'));

    const dialog = screen.getByRole('dialog', { name: 'Crop image' });
    expect(tools.openImage).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('img', { name: 'Image to crop' })).toHaveAttribute(
      'src',
      'blob:chosen-image',
    );
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(release).toHaveBeenCalled();
    expect(tools.cropImage).not.toHaveBeenCalled();
    expect(host.calls).toHaveLength(0);
  });

  it('crops, uploads with a progress bar, then shows the preview', async () => {
    const { tools, release } = fakeTools();
    const { user, host, toasts } = renderWidget({ tools });
    const answer = host.hold();
    await user.upload(picker(), jpeg('me.png', 1000, 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Done' }));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading profile picture' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tools.cropImage).toHaveBeenCalledWith('blob:chosen-image', null, 'photo');
    expect(release).toHaveBeenCalled();
    expect(tools.compressImage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload profile picture' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const call = host.calls[0]!;
    expect(call).toMatchObject({ url: '/portfolio/upload', method: 'POST' });
    const sent = (call.body as FormData).get('image') as File;
    expect(sent.name).toBe('me.jpg');
    expect(sent.type).toBe('image/jpeg');

    call.onUploadProgress!(0.42);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '42'));

    answer(uploaded());
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      `/api/v1/file?key=${encodeURIComponent(KEY)}`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Only the key and name are kept: what the portfolio stores.
    expect(stored()).toHaveTextContent(JSON.stringify({ key: KEY, name: 'me.jpg' }));
    expect(toasts).toEqual([{ kind: 'success', message: 'Image uploaded!' }]);
  });

  it('sends service images to the service upload', async () => {
    const { tools } = fakeTools();
    const { user, host } = renderWidget({ tools, kind: 'service' });
    host.answer(uploaded());
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    expect(host.calls[0]).toMatchObject({ url: '/portfolio-service/upload', method: 'POST' });
  });

  it('compresses a crop over 2 MB to at most 2 MB and 1920 px before it uploads', async () => {
    const { tools } = fakeTools({
      cropImage: rs.fn(async () => new Blob([new Uint8Array(2 * MB + 1)], { type: 'image/jpeg' })),
    });
    const { user, host, toasts } = renderWidget({ tools });
    host.answer(uploaded());
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await screen.findByRole('img', { name: 'Profile picture' });
    expect(tools.compressImage).toHaveBeenCalledWith(expect.any(File), {
      maxBytes: 2 * MB,
      maxSidePx: 1920,
    });
    expect(((host.calls[0]!.body as FormData).get('image') as File).size).toBe(900);
    expect(toasts).toEqual([
      { kind: 'info', message: 'Compressing image...Please wait..' },
      { kind: 'success', message: 'Image compressed successfully' },
      { kind: 'success', message: 'Image uploaded!' },
    ]);
  });

  it('does not compress a crop of exactly 2 MB', async () => {
    const { tools } = fakeTools({
      cropImage: rs.fn(async () => new Blob([new Uint8Array(2 * MB)], { type: 'image/jpeg' })),
    });
    const { user, host } = renderWidget({ tools });
    host.answer(uploaded());
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    expect(tools.compressImage).not.toHaveBeenCalled();
  });

  it('compresses service images over 1.2 MB to 1.2 MB', async () => {
    const { tools } = fakeTools({
      cropImage: rs.fn(async () => new Blob([new Uint8Array(1.5 * MB)], { type: 'image/jpeg' })),
    });
    const { user, host } = renderWidget({ tools, kind: 'service' });
    host.answer(uploaded());
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    expect(tools.compressImage).toHaveBeenCalledWith(expect.any(File), {
      maxBytes: Math.floor(1.2 * MB),
      maxSidePx: 1920,
    });
  });

  it('aborts when compression fails', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const { tools } = fakeTools({
      cropImage: rs.fn(async () => new Blob([new Uint8Array(3 * MB)], { type: 'image/jpeg' })),
      compressImage: rs.fn(async () => {
        throw new Error('out of memory');
      }),
    });
    const { user, host, toasts } = renderWidget({ tools });
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: 'error', message: 'Image compression failed' }),
    );
    expect(host.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload profile picture' })).toBeEnabled();
    expect(stored()).toHaveTextContent('none');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says "Crop failed" when the crop cannot be made', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const { tools } = fakeTools({
      cropImage: rs.fn(async () => {
        throw new Error('tainted canvas');
      }),
    });
    const { user, host, toasts } = renderWidget({ tools });
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Crop failed' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says so when the upload fails, and keeps the old image', async () => {
    const old = { key: KEY.replace('5e6f', '6e6f'), name: 'old.jpg' };
    const { tools } = fakeTools();
    const { user, host, toasts } = renderWidget({ tools, initial: old });
    host.fail(413, 'The image is too large');
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'Failed to upload image.' }]),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(stored()).toHaveTextContent(JSON.stringify(old));
  });

  it('removes the image with its clear button', async () => {
    const { user, toasts } = renderWidget({
      tools: fakeTools().tools,
      initial: { key: KEY, name: 'me.jpg' },
    });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toBeInTheDocument();
    await user.click(within(group()).getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Profile picture' })).not.toBeInTheDocument();
    expect(stored()).toHaveTextContent('none');
    expect(toasts).toEqual([{ kind: 'success', message: 'Image removed.' }]);
  });

  it('uses the company logo words for the logo', async () => {
    const { tools } = fakeTools();
    const { user, host, toasts } = renderWidget({
      tools,
      kind: 'logo',
      initial: { key: KEY, name: 'logo.jpg' },
    });
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    host.answer(uploaded());
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('img', { name: 'Profile picture' });
    host.fail(500, '');
    await user.upload(picker(), jpeg());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'success', message: 'Company logo removed.' },
        { kind: 'success', message: 'Company logo uploaded!' },
        { kind: 'error', message: 'Failed to upload logo' },
      ]),
    );
  });
});
