import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { STORAGE_KEYS, type PortfolioResult } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { PublicPortfolioPage } from '../src/features/public-page/public-portfolio-page';
import { answerOf, fullResult, withPortfolio } from './fixtures/public-card';
import { enhanceCard } from '../src/server/enhance-card';
import { renderCardMarkup as renderCard } from '../src/server/render-card';

const EVENTS = '/api/v1/portfolio/u1/events';
const OWNER_EVENTS = '/api/v1/portfolio/u1/events/owner';

/** The browser's beacon queue, the page's only way out: what was sent, and where. */
let sendBeacon: ReturnType<typeof rs.fn<(url: string, body: Blob) => boolean>>;
async function sent(): Promise<{ url: string; type: string; body: unknown }[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, blob]) => ({
      url,
      type: blob.type,
      body: JSON.parse(await blob.text()),
    })),
  );
}

beforeEach(() => {
  sendBeacon = rs.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // A tap would leave the page (tel:, https:); jsdom cannot navigate.
  document.addEventListener('click', preventNavigation);
});
afterEach(() => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  document.removeEventListener('click', preventNavigation);
  localStorage.clear();
  document.body.innerHTML = '';
});
const preventNavigation = (event: Event) => event.preventDefault();

/** The server-rendered page, then card-enhance, as the gateway serves them. */
function servePage(result: PortfolioResult = fullResult) {
  document.body.innerHTML = renderCard({
    result,
    pageUrl: 'https://tapfolio.example/@asha',
    vcardUrl: '/api/v1/portfolio/u1/vcard',
    theme: 'dark',
  });
  enhanceCard(document);
}

const link = (name: string | RegExp) => screen.getAllByRole('link', { name })[0]!;

describe('card-enhance: insight beacons', () => {
  it('sends which contact link a visitor tapped, as JSON', async () => {
    servePage();
    fireEvent.click(link(/Mobile Number/));
    fireEvent.click(link(/^Email/));
    fireEvent.click(link(/^WhatsApp/));
    fireEvent.click(link(/^Address/));
    fireEvent.click(link(/^Website.*rao\.example$/));
    expect(await sent()).toEqual([
      { url: EVENTS, type: 'application/json', body: { kind: 'link', link: 'phone' } },
      { url: EVENTS, type: 'application/json', body: { kind: 'link', link: 'email' } },
      { url: EVENTS, type: 'application/json', body: { kind: 'link', link: 'whatsapp' } },
      { url: EVENTS, type: 'application/json', body: { kind: 'link', link: 'map' } },
      { url: EVENTS, type: 'application/json', body: { kind: 'link', link: 'website' } },
    ]);
  });

  it('sends the social platform, "other" for one of the person’s own, and a tap on an icon inside', async () => {
    servePage(
      withPortfolio({
        socialMedia: [
          { _id: 'l2', source: 'instagram', link: 'https://instagram.com/asha.rao' },
          { _id: 'l9', source: 'myblog', link: 'https://blog.example/asha' },
        ],
      }),
    );
    const instagram = link('Asha Rao on Instagram');
    fireEvent.click(instagram.firstElementChild ?? instagram);
    fireEvent.click(link('Asha Rao on Myblog'));
    expect((await sent()).map(({ body }) => body)).toEqual([
      { kind: 'link', link: 'instagram' },
      { kind: 'link', link: 'other' },
    ]);
  });

  it('sends a share for a share service and Copy Link, nothing for Save Contact or the theme', async () => {
    servePage();
    fireEvent.click(link('Save Contact'));
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    fireEvent.click(link('Share'));
    const sheet = screen.getByRole('dialog', { name: 'Share this card' });
    fireEvent.click(within(sheet).getByRole('link', { name: 'WhatsApp' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Copy Link', hidden: true }));
    expect((await sent()).map(({ body }) => body)).toEqual([{ kind: 'share' }, { kind: 'share' }]);
  });

  it('tells the server the owner is looking, once, and counts none of their taps', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    localStorage.setItem(STORAGE_KEYS.token, 'owner-token');
    servePage();
    enhanceCard(document);
    fireEvent.click(link(/Mobile Number/));
    fireEvent.click(link('Asha Rao on Instagram'));
    expect(await sent()).toEqual([
      { url: OWNER_EVENTS, type: 'application/json', body: { token: 'owner-token' } },
    ]);
    // Contact exchange is for visitors: the owner is not asked for their own details.
    expect(screen.queryByRole('link', { name: 'Share your details' })).not.toBeInTheDocument();
  });

  it('offers "Share your details" to a visitor', () => {
    servePage();
    enhanceCard(document);
    expect(screen.getByRole('link', { name: 'Share your details' })).toBeVisible();
  });

  it('counts someone signed in to another account as a visitor', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, 'someone-else');
    localStorage.setItem(STORAGE_KEYS.token, 'their-token');
    servePage();
    fireEvent.click(link(/Mobile Number/));
    expect(await sent()).toEqual([
      { url: EVENTS, type: 'application/json', body: { kind: 'link', link: 'phone' } },
    ]);
  });
});

function renderApp(
  route = '/portfolio/u1',
  session?: { token: string; userId: string },
  result: PortfolioResult = fullResult,
) {
  const host = fakeHost();
  host.answer(answerOf(result));
  return renderScreen(<PublicPortfolioPage />, {
    route,
    path: '/portfolio/:userId',
    host,
    apis: [portfolioApi],
    session,
  });
}

describe('the app’s card page: insight beacons', () => {
  it('sends one view when the card opens, and the links tapped', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    fireEvent.click(link(/Mobile Number/));
    expect(await sent()).toEqual([
      { url: EVENTS, type: 'application/json', body: { kind: 'view' } },
      { url: EVENTS, type: 'application/json', body: { kind: 'link', link: 'phone' } },
    ]);
  });

  it('marks a view that came from an NFC chip', async () => {
    renderApp('/portfolio/u1?src=nfc');
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect((await sent()).map(({ body }) => body)).toEqual([{ kind: 'view', src: 'nfc' }]);
  });

  it('sends nothing at all on the owner’s own card', async () => {
    renderApp('/portfolio/u1', { token: 'owner-token', userId: 'u1' });
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    fireEvent.click(link(/Mobile Number/));
    fireEvent.click(link('Asha Rao on Instagram'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('the personal link on the card', () => {
  it('is the link the share sheet hands on and the QR screen shows, when the card has one', async () => {
    renderApp('/portfolio/u1', undefined, withPortfolio({ handle: 'asha.rao' }));
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const sheet = screen.getByRole('dialog', { name: 'Share this card' });
    expect(within(sheet).getByText(`${window.location.origin}/@asha.rao`)).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'QR code' }));
    const qr = await screen.findByRole('dialog', { name: 'QR code' });
    expect(within(qr).getByText(`${window.location.host}/@asha.rao`)).toBeInTheDocument();
  });

  it('is the id path for a card without one', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const sheet = screen.getByRole('dialog', { name: 'Share this card' });
    expect(within(sheet).getByText(`${window.location.origin}/portfolio/u1`)).toBeInTheDocument();
  });
});
