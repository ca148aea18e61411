import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHost } from 'web-kit/testing';
import { loaded, portfolio, renderEditor, saved } from './fixtures/editor';
import { clockedUser, installFakeClock, pass, removeFakeClock } from 'web-kit/testing/fake-clock';

const page = () => screen.getByRole('status', { name: 'Current page' });
const themeSwitch = () => screen.getByRole('switch', { name: 'Dark Mode' });

/** How long "Mode switching: ..." stays up: briefly, as the spec says. */
const MODE_MESSAGE_MS = 1_500;

beforeEach(() => localStorage.clear());
afterEach(removeFakeClock);

describe('the edit-portfolio menu', () => {
  it('shows the heading, the six sections with what each holds, and goes back to /home', async () => {
    const { user } = renderEditor('/edit-profile');
    expect(screen.getByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Portfolio sections' }));
    await sections.findByText('6 of 6 sections done');
    const entries = sections.getAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Personal InfoDoneProfile and banner image, full name, email, phone, WhatsApp',
      'Work & BrandingDoneCompany logo, designation, company name, work email',
      'AddressDoneBuilding name, area, pincode, district, state, country',
      'Social LinksDoneSocial media links',
      'AboutDoneAbout You',
      'ServicesDoneMy Services',
    ]);
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual(
      ['personal', 'work', 'address', 'social', 'about', 'services'].map(
        (s) => `/edit-profile/${s}`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(page()).toHaveTextContent('/home');
  });

  it("ticks only the sections whose page has what it asks for, from the portfolio's data", async () => {
    renderEditor('/edit-profile', [
      loaded(
        {
          workInfo: { ...portfolio.workInfo, designation: '  ' },
          socialMedia: [],
          about: { heading: 'Who I am', description: null },
          serviceHeading: 'What I do',
        },
        [{ _id: 's3', heading: 'Print', description: '', image: null }],
      ),
    ]);
    const sections = within(screen.getByRole('navigation', { name: 'Portfolio sections' }));
    await sections.findByText('2 of 6 sections done');
    const done = sections
      .getAllByRole('link')
      .filter((entry) => within(entry).queryByText('Done'))
      .map((entry) => entry.getAttribute('href'));
    expect(done).toEqual(['/edit-profile/personal', '/edit-profile/address']);
  });

  it("stays in the app's theme; the switch shows the card's, as visitors first see it", async () => {
    const { user } = renderEditor('/edit-profile', [loaded(), saved({ theme: 'Light' }), loaded()]);
    await screen.findByText('Asha Rao');
    // Nothing of the editor is drawn in the card's palette, whatever the card's theme.
    const heading = screen.getByRole('heading', { name: 'Edit Your Portfolio' });
    expect(heading.closest('[data-theme]')).toBeNull();
    expect(themeSwitch()).toBeChecked();
    expect(themeSwitch()).toHaveAccessibleDescription(
      'Visitors see your card in Dark Mode first. They may switch to Light Mode.',
    );

    await user.click(themeSwitch());
    expect(themeSwitch()).toHaveAccessibleDescription(
      'Visitors see your card in Light Mode first. They may switch to Dark Mode.',
    );
    expect(heading.closest('[data-theme]')).toBeNull();
  });

  it('opens each section page and comes back to the menu', async () => {
    const { user } = renderEditor('/edit-profile');
    await screen.findByText('Asha Rao');
    for (const [entry, title] of [
      [/^Personal Info/, 'Personal Info'],
      [/^Work & Branding/, 'Work & Branding'],
      [/^Address/, 'Address'],
      [/^Social Links/, 'Social Links'],
      [/^About/, 'About'],
      [/^Services/, 'Services'],
    ] as const) {
      await user.click(screen.getByRole('link', { name: entry }));
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(
        await screen.findByRole('heading', { name: 'Edit Your Portfolio' }),
      ).toBeInTheDocument();
    }
  });

  it('opens the card with View, once the portfolio has loaded', async () => {
    const host = fakeHost();
    const release = host.hold();
    const { user } = renderEditor('/edit-profile', [], { host });
    expect(screen.getByRole('button', { name: 'View' })).toBeDisabled();
    release(loaded());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(page()).toHaveTextContent('/portfolio/u1');
  });

  it("starts from the server's theme when this device has not chosen one", async () => {
    renderEditor('/edit-profile', [loaded({ theme: 'Light' })]);
    await waitFor(() => expect(themeSwitch()).not.toBeChecked());
  });

  it("prefers this device's choice", async () => {
    localStorage.setItem('portfolioTheme', 'light');
    renderEditor('/edit-profile', [loaded({ theme: 'Dark' })]);
    await screen.findByText('Asha Rao');
    expect(themeSwitch()).not.toBeChecked();
  });

  it('switches the theme: saved on the device, sent to the server, announced briefly', async () => {
    installFakeClock();
    const { host } = renderEditor('/edit-profile', [
      loaded(),
      saved({ theme: 'Light' }),
      loaded({ theme: 'Light' }),
      saved({ theme: 'Dark' }),
      loaded({ theme: 'Dark' }),
    ]);
    const user = clockedUser();
    await screen.findByText('Asha Rao');
    expect(themeSwitch()).toBeChecked();

    await user.click(themeSwitch());
    expect(themeSwitch()).not.toBeChecked();
    expect(localStorage.getItem('portfolioTheme')).toBe('light');
    expect(screen.getByText('Mode switching: Light Mode')).toBeInTheDocument();
    await pass(0);
    expect(host.calls).toHaveLength(3);
    expect(host.calls[1]).toEqual({ url: '/portfolio', method: 'PATCH', body: { theme: 'Light' } });
    expect(host.calls[2]).toEqual({ url: '/portfolio' });

    await pass(MODE_MESSAGE_MS - 500);
    expect(screen.getByText('Mode switching: Light Mode')).toBeInTheDocument();
    await user.click(themeSwitch());
    expect(themeSwitch()).toBeChecked();
    expect(localStorage.getItem('portfolioTheme')).toBe('dark');
    expect(screen.getByText('Mode switching: Dark Mode')).toBeInTheDocument();
    expect(screen.queryByText('Mode switching: Light Mode')).not.toBeInTheDocument();
    await pass(0);
    expect(host.calls).toHaveLength(5);
    expect(host.calls[3]).toEqual({ url: '/portfolio', method: 'PATCH', body: { theme: 'Dark' } });

    // The new message gets its full time: the first one's timer does not cut it short.
    await pass(MODE_MESSAGE_MS - 1);
    expect(screen.getByText('Mode switching: Dark Mode')).toBeInTheDocument();
    await pass(1);
    expect(screen.queryByText('Mode switching: Dark Mode')).not.toBeInTheDocument();
    expect(themeSwitch()).toBeChecked();
  });

  it('keeps the choice on the device when the server does not take it', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, host } = renderEditor('/edit-profile', [loaded()]);
    await screen.findByText('Asha Rao');
    host.fail(500, '');
    host.answer(loaded());
    await user.click(themeSwitch());
    await waitFor(() => expect(host.calls).toHaveLength(3));
    expect(localStorage.getItem('portfolioTheme')).toBe('light');
    expect(themeSwitch()).not.toBeChecked();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('shows the menu for a path it does not know', async () => {
    renderEditor('/edit-profile/nowhere');
    expect(await screen.findByRole('heading', { name: 'Edit Your Portfolio' })).toBeInTheDocument();
  });
});
