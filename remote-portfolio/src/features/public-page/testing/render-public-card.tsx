import { screen } from '@testing-library/react';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../../../api';
import { PublicPortfolioPage } from '../public-portfolio-page';
import { answerOf, fullResult } from './fixtures';

/** Asha Rao's public card at /portfolio/u1, rendered and painted (her name is on screen). */
export async function renderPublicCard() {
  const host = fakeHost();
  host.answer(answerOf(fullResult));
  const view = renderScreen(<PublicPortfolioPage />, {
    route: '/portfolio/u1',
    path: '/portfolio/:userId',
    host,
    apis: [portfolioApi],
  });
  await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
  return view;
}
