import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { Navigate, useLocation } from 'react-router';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { OwnPortfolioPage } from '../src/features/public-page/own-portfolio-page';
import { PublicPortfolioPage } from '../src/features/public-page/public-portfolio-page';
import { answerOf, fullResult, withPortfolio } from './fixtures/public-card';

const session = { token: 't0k', userId: 'u1' };

/** The editor's stand-in: shows what the card handed over in navigation state. */
function EditorProbe() {
  const { state } = useLocation();
  const name = (state as { homeData?: typeof fullResult } | null)?.homeData?.portfolio.personalInfo
    .name;
  const services = (state as { homeData?: typeof fullResult } | null)?.homeData?.services.length;
  return (
    <p>
      Editor for {name} with {services} services
    </p>
  );
}

function renderOwn(answer: 'ok' | 404 = 'ok') {
  const host = fakeHost();
  if (answer === 'ok') host.answer(answerOf(fullResult));
  else host.fail(404, 'Portfolio not found');
  return renderScreen(<OwnPortfolioPage />, {
    route: '/portfolio',
    host,
    apis: [portfolioApi],
    session,
    routes: { '/edit-profile': <EditorProbe /> },
  });
}

describe('Own portfolio page', () => {
  it("fetches the signed-in person's own card and shows it", async () => {
    const { host } = renderOwn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(host.calls).toEqual([{ url: '/portfolio' }]);
    expect(screen.getByRole('link', { name: 'Save Contact' })).toHaveAttribute(
      'href',
      '/api/v1/portfolio/u1/vcard',
    );
    expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument();
  });

  it("says when the card was saved when it is the service worker's copy (no network)", async () => {
    const host = fakeHost();
    host.answer({ ...answerOf(fullResult), savedCopyAt: '2026-11-27T05:06:00.000Z' });
    renderScreen(<OwnPortfolioPage />, {
      route: '/portfolio',
      host,
      apis: [portfolioApi],
      session,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    // 05:06 UTC is 10:36 in India; the test machine's own time zone writes it its way.
    const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(
      new Date('2026-11-27T05:06:00.000Z'),
    );
    expect(screen.getByText(`Your card as saved on 27 Nov, ${time}`)).toBeInTheDocument();
  });

  it('says nothing of a saved copy when the answer is fresh', async () => {
    renderOwn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByText(/Your card as saved on/)).not.toBeInTheDocument();
  });

  it('opens the editor from the round edit button, passing the card in navigation state', async () => {
    const { user } = renderOwn();
    const edit = await screen.findByRole('link', { name: 'Edit portfolio' });
    expect(edit).toHaveAttribute('href', '/edit-profile');
    await user.click(edit);
    expect(await screen.findByText('Editor for Asha Rao with 2 services')).toBeInTheDocument();
  });

  it('hides the edit button when the opener sets hideEdit', () => {
    const host = fakeHost();
    host.hold();
    renderScreen(<Navigate to="/portfolio" state={{ homeData: fullResult, hideEdit: true }} />, {
      route: '/from',
      host,
      apis: [portfolioApi],
      session,
      routes: { '/portfolio': <OwnPortfolioPage /> },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit portfolio' })).not.toBeInTheDocument();
  });

  it('shows the home data from navigation state before its own fetch answers', async () => {
    const host = fakeHost();
    const release = host.hold();
    renderScreen(<Navigate to="/portfolio" state={{ homeData: fullResult }} />, {
      route: '/from',
      host,
      apis: [portfolioApi],
      session,
      routes: { '/portfolio': <OwnPortfolioPage /> },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit portfolio' })).toBeInTheDocument();
    await waitFor(() => expect(host.calls).toEqual([{ url: '/portfolio' }]));
    release(answerOf(withPortfolio({ workInfo: { designation: 'Chief Designer' } })));
    expect(await screen.findByText('Chief Designer')).toBeInTheDocument();
  });

  it('shows the owner the edit button on the public route too', async () => {
    const host = fakeHost();
    host.answer(answerOf(fullResult));
    renderScreen(<PublicPortfolioPage />, {
      route: '/portfolio/u1',
      path: '/portfolio/:userId',
      host,
      apis: [portfolioApi],
      session,
    });
    expect(await screen.findByRole('link', { name: 'Edit portfolio' })).toBeInTheDocument();
  });

  it('shows "Portfolio not found" with a link to Home when there is no portfolio yet', async () => {
    renderOwn(404);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portfolio not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });
});
