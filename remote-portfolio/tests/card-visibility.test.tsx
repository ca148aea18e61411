import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { visibilityOf } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { OwnPortfolioPage } from '../src/features/public-page/own-portfolio-page';
import { loaded, portfolio, renderEditor, saved } from './fixtures/editor';
import { clockedUser, installFakeClock, removeFakeClock } from 'web-kit/testing/fake-clock';

const save = () => screen.getByRole('button', { name: 'Save' });
const menu = () => screen.findByRole('heading', { name: 'Edit Your Portfolio' });
const switchFor = (label: string) => screen.getByRole('switch', { name: `${label} on card` });

describe('"Show on card" switches', () => {
  // On the fake clock: the address page's pincode look-up (half a second after it opens) never
  // runs, so it cannot take the answers queued for the save, however slow the machine.
  beforeEach(installFakeClock);
  afterEach(removeFakeClock);
  const open = (route: string, answers: unknown[]) => ({
    ...renderEditor(route, answers),
    user: clockedUser(),
  });

  it('hide a field with its section: the switch alone is a change to save', async () => {
    const { user, host } = open('/edit-profile/personal', [loaded()]);
    const group = await screen.findByRole('group', { name: 'Show on card' });
    for (const each of within(group).getAllByRole('switch')) expect(each).toBeChecked();
    expect(save()).toBeDisabled();

    await user.click(switchFor('Email'));
    expect(switchFor('Email')).not.toBeChecked();
    expect(switchFor('Email')).toHaveAccessibleDescription('Hidden from your public card');
    expect(save()).toBeEnabled();
    // Turned back, nothing is left to save.
    await user.click(switchFor('Email'));
    expect(save()).toBeDisabled();

    await user.click(switchFor('Mobile number'));
    host.answer(saved());
    host.answer(loaded());
    await user.click(save());
    expect(await menu()).toBeInTheDocument();
    expect(host.calls[1]).toMatchObject({
      url: '/portfolio',
      method: 'PATCH',
      body: { personalInfo: { email: 'asha@example.com' }, visibility: { phoneNumber: false } },
    });
  });

  it('show the street lines a new card keeps hidden, on the address page', async () => {
    const hidden = visibilityOf(['buildingName', 'area']);
    const { user, host } = open('/edit-profile/address', [loaded({ visibility: hidden })]);
    expect(await screen.findByRole('switch', { name: 'Building name on card' })).not.toBeChecked();
    expect(switchFor('Area')).not.toBeChecked();
    expect(switchFor('Pincode')).toBeChecked();
    expect(screen.getAllByText('Hidden from your public card')).toHaveLength(2);

    await user.click(switchFor('Building name'));
    await waitFor(() => expect(save()).toBeEnabled());
    host.answer(saved());
    host.answer(loaded());
    await user.click(save());
    expect(await menu()).toBeInTheDocument();
    expect(host.calls.find((call) => 'method' in call && call.method === 'PATCH')).toMatchObject({
      body: { addressInfo: { buildingName: '12 Lake View' }, visibility: { buildingName: true } },
    });
  });

  it('hide one social link, and only for links that are filled', async () => {
    const { user, host } = open('/edit-profile/social', [loaded()]);
    await screen.findByRole('group', { name: 'Show on card' });
    expect(screen.getByRole('switch', { name: 'Instagram on card' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Facebook on card' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Instagram on card' }));
    host.answer(saved());
    host.answer(loaded());
    await user.click(save());
    await waitFor(() => expect(host.calls.length).toBeGreaterThanOrEqual(2));
    expect(host.calls[1]).toMatchObject({
      method: 'PATCH',
      body: {
        socialMedia: [
          { _id: 'l1', source: 'instagram', link: 'https://instagram.com/asha', visible: false },
          { _id: 'l2', source: 'website', link: 'https://asha.example' },
        ],
      },
    });
  });
});

describe('"Show my card in search engines"', () => {
  it('is off until the owner turns it on, and saves at once', async () => {
    const { user, host } = renderEditor('/edit-profile', [loaded()]);
    const listed = await screen.findByRole('switch', { name: 'Show my card in search engines' });
    await waitFor(() => expect(listed).toBeEnabled());
    expect(listed).toHaveAttribute('aria-checked', 'false');
    expect(listed).toHaveAccessibleDescription(/asked not to list your card/);

    host.answer(saved({ searchable: true }));
    host.answer(loaded({ searchable: true }));
    await user.click(listed);
    expect(listed).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(host.calls).toContainEqual({
        url: '/portfolio',
        method: 'PATCH',
        body: { searchable: true },
      }),
    );
    await waitFor(() => expect(host.calls.filter((c) => c.url === '/portfolio')).toHaveLength(3));
    expect(listed).toHaveAttribute('aria-checked', 'true');
  });

  it('says so when the save fails, and shows the switch as it was', async () => {
    const { user, host, toasts } = renderEditor('/edit-profile', [loaded()]);
    const listed = await screen.findByRole('switch', { name: 'Show my card in search engines' });
    await waitFor(() => expect(listed).toBeEnabled());
    host.fail(500, 'Something went wrong');
    host.answer(loaded());
    await user.click(listed);
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save. Please try again.' }]),
    );
    expect(listed).toHaveAttribute('aria-checked', 'false');
  });
});

describe('the own card', () => {
  it('shows the owner what a visitor sees: nothing they hid', async () => {
    const host = fakeHost();
    host.answer(
      loaded({
        visibility: visibilityOf(['email', 'phoneNumber']),
        socialMedia: [
          { _id: 'l1', source: 'instagram', link: 'https://instagram.com/asha', visible: false },
        ],
      }),
    );
    renderScreen(<OwnPortfolioPage />, {
      route: '/portfolio',
      host,
      apis: [portfolioApi],
      session: { token: 't0k', userId: portfolio.userId },
    });
    expect(await screen.findByRole('link', { name: /^WhatsApp\+/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Email/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Mobile Number/ })).not.toBeInTheDocument();
    // The hidden mobile has no Call button either; the shown WhatsApp keeps its own.
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /instagram/i })).not.toBeInTheDocument();
  });
});
