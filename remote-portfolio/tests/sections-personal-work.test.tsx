import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  imageKey,
  jpegFile,
  loaded,
  lockedBy,
  portfolio,
  renderEditor,
  saved,
  uploadedFile,
} from './fixtures/editor';

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save' });
const menu = () => screen.findByRole('heading', { name: 'Edit Your Portfolio' });

describe('Personal Info', () => {
  const open = (...answers: unknown[]) =>
    renderEditor('/edit-profile/personal', [loaded(), ...answers]);

  it('shows the saved details, with Save disabled until something changes', async () => {
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'Personal Info' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Mobile number')).toHaveValue('9876543210');
    expect(field('WhatsApp number')).toHaveValue('9123456789');
    expect(screen.getByRole('img', { name: 'Profile picture' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Banner image' })).not.toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(field('Full name'), 'h');
    expect(save()).toBeEnabled();
    await user.type(field('Full name'), '{Backspace}');
    expect(save()).toBeDisabled();
  });

  it.each(['Full name', 'Email', 'Mobile number', 'WhatsApp number'])(
    'keeps Save disabled while %s is empty',
    async (label) => {
      const { user } = open();
      await user.clear(await screen.findByLabelText(label));
      expect(save()).toBeDisabled();
    },
  );

  it('saves only the personal section, reloads the portfolio and goes back to the menu', async () => {
    const { user, host, toasts } = open();
    await user.clear(await screen.findByLabelText('Full name'));
    // The name keeps its dot, apostrophe and hyphen; what no name holds is dropped as typed.
    await user.type(field('Full name'), "Asha R. D'Souza-Rao_2");
    expect(field('Full name')).toHaveValue("Asha R. D'Souza-Rao");
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '+91 99887 76655');
    const release = host.hold();
    host.answer(loaded());
    await user.click(save());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(host.calls[1]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: {
        personalInfo: {
          name: "Asha R. D'Souza-Rao",
          email: 'asha@example.com',
          phoneNumber: '+919876543210',
          whatsappNumber: '+919988776655',
          profilePicture: { key: imageKey(1), name: 'me.jpg' },
          bannerImage: null,
        },
      },
    });

    release(saved());
    expect(await menu()).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'success', message: 'Personal information saved!' }]);
    await waitFor(() => expect(host.calls).toHaveLength(3));
    expect(host.calls[2]).toEqual({ url: '/portfolio' });
  });

  it('uploads a banner and removes the profile picture, then saves both', async () => {
    const { user, host, toasts } = open();
    const chooser = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText('Full name');
    // Cropped wide for the card's header, the picture square.
    const banner = screen.getByRole('group', { name: 'Banner image' });
    expect(within(banner).getByText('Wide image (3:1) under 2 MB')).toBeInTheDocument();
    const photo = screen.getByRole('group', { name: 'Profile picture' });
    expect(within(photo).getByText('Square image under 2 MB')).toBeInTheDocument();
    host.answer(uploadedFile(imageKey(2), 'banner.jpg'));
    await chooser.upload(screen.getByLabelText('Banner image'), jpegFile('banner.png'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('img', { name: 'Banner image' })).toBeInTheDocument();
    expect(host.calls[1]).toMatchObject({ url: '/portfolio/upload', method: 'POST' });

    const picture = screen.getByRole('group', { name: 'Profile picture' });
    await user.click(within(picture).getByRole('button', { name: 'Remove image' }));
    expect(save()).toBeEnabled();

    host.answer(saved());
    host.answer(loaded());
    await user.click(save());
    await menu();
    expect(host.calls[2]).toMatchObject({
      method: 'PATCH',
      body: {
        personalInfo: {
          profilePicture: null,
          bannerImage: { key: imageKey(2), name: 'banner.jpg' },
        },
      },
    });
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Image uploaded!',
      'Image removed.',
      'Personal information saved!',
    ]);
  });

  it('stays with a failure toast, and puts the server field messages on their fields', async () => {
    const { user, host, toasts } = open();
    await user.type(await screen.findByLabelText('Full name'), 'h');
    host.fail(400, 'Please check the highlighted fields', {
      'personalInfo.phoneNumber': 'This number is already on another card',
    });
    host.answer(loaded());
    await user.click(save());

    await waitFor(() =>
      expect(field('Mobile number')).toHaveAccessibleDescription(
        'This number is already on another card',
      ),
    );
    expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save personal info' }]);
    expect(screen.getByRole('heading', { name: 'Personal Info' })).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('checks the numbers before it sends anything', async () => {
    const { user, host } = open();
    await user.clear(await screen.findByLabelText('Mobile number'));
    await user.type(field('Mobile number'), '12345');
    await user.click(save());
    expect(
      await screen.findByText('Enter a valid 10-digit mobile number with optional country code'),
    ).toBeInTheDocument();
    expect(host.calls).toHaveLength(1);
  });
});

describe('Work & Branding', () => {
  const emptyWork = {
    companyName: '',
    designation: '',
    workEmail: '',
    primaryWebsite: '',
    secondaryWebsite: '',
    companyLogo: null,
  };

  it('needs company name, designation and work email all filled the first time', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/work', [
      loaded({ workInfo: emptyWork }),
    ]);
    // The loading frame shows the same heading; the form replaces it once the portfolio is in.
    await screen.findByLabelText('Company name');
    expect(screen.getByRole('heading', { name: 'Work & Branding' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(field('Company name'), 'Rao Studio');
    await user.type(field('Designation'), 'Founder');
    expect(save()).toBeDisabled();
    await user.type(field('Work email'), 'Work@Rao.example');
    expect(save()).toBeEnabled();
    await user.type(field('Secondary website (optional)'), 'blog.rao.example');

    host.answer(saved());
    host.answer(loaded());
    await user.click(save());
    await menu();
    expect(host.calls[1]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: {
        workInfo: {
          companyName: 'Rao Studio',
          designation: 'Founder',
          workEmail: 'work@rao.example',
          primaryWebsite: '',
          secondaryWebsite: 'https://blog.rao.example',
          companyLogo: null,
        },
      },
    });
    expect(host.calls[2]).toEqual({ url: '/portfolio' });
    expect(toasts).toEqual([
      { kind: 'success', message: 'Work & Branding information saved successfully!' },
    ]);
  });

  it('once filled, enables Save on any change; the rules still hold on save', async () => {
    const { user, host } = renderEditor('/edit-profile/work');
    expect(await screen.findByLabelText('Company name')).toHaveValue('Rao Studio');
    expect(field('Primary website (optional)')).toHaveValue('https://rao.example');
    expect(save()).toBeDisabled();
    await user.clear(field('Company name'));
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(host.calls).toHaveLength(1);
  });

  it('uploads the company logo with its own words, then saves it', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/work');
    const chooser = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText('Company name');
    host.answer(uploadedFile(imageKey(3), 'logo.jpg'));
    await chooser.upload(screen.getByLabelText('Company logo'), jpegFile('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('img', { name: 'Company logo' })).toBeInTheDocument();
    expect(save()).toBeEnabled();

    host.answer(saved());
    host.answer(loaded());
    await user.click(save());
    await menu();
    expect(host.calls[2]).toEqual({
      url: '/portfolio',
      method: 'PATCH',
      body: {
        workInfo: { ...portfolio.workInfo, companyLogo: { key: imageKey(3), name: 'logo.jpg' } },
      },
    });
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Company logo uploaded!',
      'Work & Branding information saved successfully!',
    ]);
  });

  it('says the save failed and stays', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile/work');
    await user.type(await screen.findByLabelText('Designation'), ' & CEO');
    host.fail(500, '');
    host.answer(loaded());
    await user.click(save());
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save work info' }]),
    );
    expect(screen.getByRole('heading', { name: 'Work & Branding' })).toBeInTheDocument();
    expect(field('Designation')).toHaveValue('Founder & CEO');
  });

  it('shows what the organisation locked read-only with who sets it, and saves it unchanged with the rest', async () => {
    const acme = {
      ...portfolio.workInfo,
      companyName: 'Acme Designs',
      primaryWebsite: 'https://acme.example',
      companyLogo: { key: imageKey(4), name: 'acme.png' },
    };
    const { user, host } = renderEditor('/edit-profile/work', [
      loaded({
        workInfo: acme,
        ...lockedBy(['workInfo.companyName', 'workInfo.companyLogo', 'workInfo.primaryWebsite']),
      }),
    ]);
    const company = await screen.findByLabelText('Company name');
    for (const locked of [company, field('Primary website (optional)')]) {
      expect(locked).toHaveAttribute('readonly');
      expect(locked).toHaveAccessibleDescription('Set by Acme Designs');
    }
    await user.type(company, 'x');
    expect(company).toHaveValue('Acme Designs');
    const logo = screen.getByRole('group', { name: 'Company logo' });
    expect(within(logo).getByRole('button', { name: 'Upload company logo' })).toBeDisabled();
    expect(within(logo).queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(within(logo).getByText('Set by Acme Designs')).toBeInTheDocument();

    await user.type(field('Designation'), ' & CEO');
    host.answer(saved());
    host.answer(loaded());
    await user.click(save());
    await menu();
    expect(host.calls[1]).toMatchObject({
      method: 'PATCH',
      body: { workInfo: { ...acme, designation: 'Founder & CEO' } },
    });
  });
});
