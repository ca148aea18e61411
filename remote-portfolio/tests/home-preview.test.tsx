import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { HomePreview } from '../src/features/home-preview/home-preview';
import { answerOf, fullResult, withPortfolio } from './fixtures/public-card';

const session = { token: 't0k', userId: 'u1' };

function Probe({ screenName }: { screenName: string }) {
  const { pathname, state } = useLocation();
  const name = (state as { homeData?: typeof fullResult } | null)?.homeData?.portfolio.personalInfo
    .name;
  return (
    <p>
      {screenName} at {pathname} with {name ?? 'no data'}
    </p>
  );
}

function renderPreview(answer: 'ok' | 'hold' | 'fail' = 'ok', result = fullResult) {
  const host = fakeHost();
  if (answer === 'ok') host.answer(answerOf(result));
  if (answer === 'hold') host.hold();
  if (answer === 'fail') host.fail(500, 'Something broke');
  return renderScreen(<HomePreview />, {
    route: '/home',
    host,
    apis: [portfolioApi],
    session,
    routes: {
      '/edit-profile': <Probe screenName="Editor" />,
      '/portfolio/:userId': <Probe screenName="Card" />,
    },
  });
}

const preview = () => screen.getByRole('region', { name: 'Your portfolio preview' });

afterEach(() => {
  rs.restoreAllMocks();
  localStorage.clear();
});

describe('Home portfolio preview', () => {
  it("shows the person's picture, name, work and contact chips from their own portfolio", async () => {
    const { host } = renderPreview();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(host.calls).toEqual([{ url: '/portfolio' }]);
    expect(within(preview()).getByText('Founder; CEO · Rao & Sons, Ltd')).toBeInTheDocument();
    expect(
      within(preview()).getByRole('img', { name: 'Profile picture of Asha Rao' }),
    ).toHaveAttribute('src', `/api/v1/file?key=${encodeURIComponent('portfolios/u1/profile.jpg')}`);
    const chips = within(preview()).getByRole('list', { name: 'Contact details' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+91 98765 43210', 'asha@example.com', '+91 91234 56789']);
    expect(preview()).toHaveAttribute('data-theme', 'dark');
  });

  it('links to the editor and to the card, handing over the portfolio', async () => {
    const { user } = renderPreview();
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/portfolio/u1');

    await user.click(screen.getByRole('link', { name: 'View' }));
    expect(await screen.findByText('Card at /portfolio/u1 with Asha Rao')).toBeInTheDocument();
  });

  it('opens the editor with the portfolio in navigation state', async () => {
    const { user } = renderPreview();
    await screen.findByRole('heading', { name: 'Asha Rao' });
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByText('Editor at /edit-profile with Asha Rao')).toBeInTheDocument();
  });

  it("follows the card's light theme", async () => {
    renderPreview('ok', withPortfolio({ theme: 'Light' }));
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(preview()).toHaveAttribute('data-theme', 'light');
  });

  it('shows a quiet placeholder while loading', () => {
    renderPreview('hold');
    expect(within(preview()).getByRole('status', { name: 'Loading your portfolio' })).toBeVisible();
  });

  it('only logs a failed load, and still offers Edit and View', async () => {
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    renderPreview('fail');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(log.mock.calls[0]![0]).toBe('Portfolio preview failed to load');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/portfolio/u1');
  });

  it('shares the card with the device share sheet, giving it the card URL', async () => {
    const share = rs.fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user, toasts } = renderPreview('ok', withPortfolio({ handle: 'asha' }));
      await user.click(await screen.findByRole('button', { name: 'Share my card' }));
      expect(share).toHaveBeenCalledTimes(1);
      expect(share.mock.calls[0]![0]).toEqual({
        title: 'Asha Rao',
        text: 'Asha Rao - digital business card',
        url: `${window.location.origin}/@asha`,
      });
      expect(toasts).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies the card link with a toast where there is no share sheet', async () => {
    expect('share' in navigator).toBe(false);
    const { user, toasts } = renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Share my card' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Link copied!' }]));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/portfolio/u1`,
    );
  });

  it('lists what a new card lacks, each a link to the editor section that adds it', async () => {
    renderPreview(
      'ok',
      withPortfolio(
        {
          personalInfo: { profilePicture: null },
          workInfo: { designation: '', primaryWebsite: '' },
          socialMedia: [],
        },
        [],
      ),
    );
    const list = await screen.findByRole('region', { name: 'Complete your card' });
    expect(within(list).getByText('0 of 4 done')).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add a profile photo', '/edit-profile/personal'],
      ['Add your designation', '/edit-profile/work'],
      ['Add a link', '/edit-profile/social'],
      ['Add a service', '/edit-profile/services'],
    ]);
  });

  it('ticks what is done, counts a website as a link, and is gone once the card is complete', async () => {
    const first = renderPreview('ok', withPortfolio({ socialMedia: [] }, []));
    const list = await screen.findByRole('region', { name: 'Complete your card' });
    expect(within(list).getByText('3 of 4 done')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Add a link, done' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Add a service' })).toBeInTheDocument();
    first.unmount();

    renderPreview();
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(screen.queryByRole('region', { name: 'Complete your card' })).not.toBeInTheDocument();
  });
});
