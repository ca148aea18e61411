import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadErrors, type PortfolioResult } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { PublicPortfolioPage } from '../src/features/public-page/public-portfolio-page';
import { answerOf, fullResult, withPortfolio } from './fixtures/public-card';
import { enhanceCard } from '../src/server/enhance-card';
import { renderCardMarkup as renderCard } from '../src/server/render-card';

const LEADS = '/api/v1/portfolio/u1/leads';

/** What the page's fetch was asked, and the answer the test holds or gives. */
interface Answer {
  status: number;
  body: unknown;
}
let fetchMock: ReturnType<typeof rs.fn<(url: string, init: RequestInit) => Promise<unknown>>>;
function answerWith(...answers: (Answer | Promise<Answer>)[]) {
  fetchMock = rs.fn(async (_url: string, _init: RequestInit) => {
    const { status, body } = await (answers.shift() ?? { status: 500, body: null });
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
}
const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init.method,
    type: new Headers(init.headers).get('content-type'),
    body: JSON.parse(String(init.body)) as unknown,
  }));

beforeEach(() => {
  // The card's beacons are not this test's business.
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'fetch');
  Reflect.deleteProperty(navigator, 'sendBeacon');
  document.body.innerHTML = '';
});

/** The server-rendered page, then card-enhance, as the gateway serves them. */
function servePage(result: PortfolioResult = fullResult, enhance = true) {
  document.body.innerHTML = renderCard({
    result,
    pageUrl: 'https://tapfolio.example/@asha',
    vcardUrl: '/api/v1/portfolio/u1/vcard',
    theme: 'dark',
  });
  if (enhance) enhanceCard(document);
}

/** The sheet opens as the URL's target, which jsdom's styles do not apply: read it as hidden. */
const sheet = () => document.getElementById('share-details')!;
const field = (name: string | RegExp) => within(sheet()).getByLabelText(name);
const sendButton = () => within(sheet()).getByRole('button', { hidden: true, name: /Send/ });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

describe('Share your details on the server-rendered card', () => {
  it('is a link to a sheet holding a real form post with every field and a hidden honeypot', () => {
    servePage(fullResult, false);
    const open = screen.getByRole('link', { name: 'Share your details' });
    expect(open).toHaveAttribute('href', '#share-details');
    expect(document.getElementById('card-actions')).toContainElement(open);

    expect(sheet()).toHaveAttribute('hidden');
    const form = sheet().querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', LEADS);
    expect(field('Your name')).toHaveAttribute('name', 'name');
    expect(field('Phone (optional if you give an e-mail)')).toHaveAttribute('type', 'tel');
    expect(field('Phone (optional if you give an e-mail)')).toHaveAttribute('name', 'phoneNumber');
    expect(field('E-mail (optional if you give a phone)')).toHaveAttribute('name', 'email');
    expect(field('Company (optional)')).toHaveAttribute('name', 'company');
    expect(field('A short note (optional)').tagName).toBe('TEXTAREA');
    const consent = field('I agree that Asha Rao may contact me');
    expect(consent).toHaveAttribute('type', 'checkbox');
    expect(consent).toHaveAttribute('name', 'consent');

    // People never meet the honeypot: no role, no tab stop, no autofill.
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Opened (what :target does in a browser), the form offers people five boxes, not six.
    sheet().removeAttribute('hidden');
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['name', 'phoneNumber', 'email', 'company', 'note']);
  });

  it('has the two places the API redirects a post without script to', () => {
    servePage(fullResult, false);
    expect(document.getElementById('details-sent')).toHaveTextContent(
      'Thank you! Asha Rao has your details.',
    );
    const invalid = document.getElementById('details-invalid')!;
    expect(invalid).toHaveTextContent(
      'Please give your name, a phone number or an e-mail, and tick the box to agree.',
    );
    expect(
      within(invalid).getByRole('link', { hidden: true, name: 'Back to the form' }),
    ).toHaveAttribute('href', '#share-details');
    for (const id of ['share-details', 'details-sent', 'details-invalid']) {
      expect(document.getElementById(id)).toHaveAttribute('hidden');
    }
  });

  it('names the card owner in the agreement, or says "the card owner" when the card has no name', () => {
    servePage(withPortfolio({ personalInfo: { name: '  ' } }), false);
    expect(field('I agree that the card owner may contact me')).toBeInTheDocument();
  });

  it('names the organisation too when it keeps the contacts its members receive', () => {
    const brand = { organisation: 'Mehta & Co. Studio', colour: '', sharesContacts: true };
    servePage(withPortfolio({ brand }), false);
    expect(
      field('I agree that Asha Rao and Mehta & Co. Studio may contact me'),
    ).toBeInTheDocument();
    servePage(withPortfolio({ brand: { ...brand, sharesContacts: false } }), false);
    expect(field('I agree that Asha Rao may contact me')).toBeInTheDocument();
  });

  it('sends JSON with consent as a boolean, and shows the API’s field errors by their fields', async () => {
    let release: (answer: Answer) => void = () => {};
    answerWith(new Promise<Answer>((resolve) => (release = resolve)));
    servePage();
    fill({
      'Your name': 'Ravi Kumar',
      'E-mail (optional if you give a phone)': 'ravi@example.com',
    });
    fireEvent.click(sendButton());

    // While it goes: one press only, and it says so.
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(requests()).toEqual([
      {
        url: LEADS,
        method: 'POST',
        type: 'application/json',
        body: { name: 'Ravi Kumar', email: 'ravi@example.com', consent: false },
      },
    ]);

    release({
      status: 400,
      body: {
        success: false,
        message: 'Validation failed',
        fields: { consent: leadErrors.consentRequired },
      },
    });
    const consent = field('I agree that Asha Rao may contact me');
    await waitFor(() => expect(consent).toHaveAttribute('aria-invalid', 'true'));
    expect(consent).toHaveAccessibleDescription(leadErrors.consentRequired);
    expect(consent).toHaveFocus();
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('Send');
    expect(field('Your name')).not.toHaveAttribute('aria-invalid');
  });

  it('clears the last errors and shows the thank-you once the API has the details', async () => {
    answerWith(
      {
        status: 400,
        body: { success: false, fields: { phoneNumber: leadErrors.contactRequired } },
      },
      { status: 201, body: { success: true, result: { sent: true } } },
    );
    servePage();
    fill({ 'Your name': 'Ravi Kumar' });
    fireEvent.click(sendButton());
    const phone = field('Phone (optional if you give an e-mail)');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(leadErrors.contactRequired));

    fill({
      'Phone (optional if you give an e-mail)': '98765 43210',
      'Company (optional)': 'Kumar Co',
    });
    fireEvent.click(field('I agree that Asha Rao may contact me'));
    fireEvent.click(sendButton());

    const thanks = await within(sheet()).findByRole('status', { hidden: true });
    await waitFor(() => expect(thanks).not.toHaveAttribute('hidden'));
    expect(thanks).toHaveTextContent('Thank you! Asha Rao has your details.');
    expect(thanks).toHaveFocus();
    expect(sheet().querySelector('form')).toHaveAttribute('hidden');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(requests()[1]!.body).toEqual({
      name: 'Ravi Kumar',
      phoneNumber: '98765 43210',
      company: 'Kumar Co',
      consent: true,
    });
  });

  it('says it failed when the API refuses for too many tries, or cannot be reached', async () => {
    answerWith({ status: 429, body: { success: false, message: 'Too many requests' } });
    servePage();
    fill({
      'Your name': 'Ravi Kumar',
      'E-mail (optional if you give a phone)': 'ravi@example.com',
    });
    fireEvent.click(field('I agree that Asha Rao may contact me'));
    fireEvent.click(sendButton());
    const alert = within(sheet()).getByRole('alert', { hidden: true });
    await waitFor(() => expect(alert).toHaveTextContent('Failed to send. Please try again.'));
    expect(sheet().querySelector('form')).not.toHaveAttribute('hidden');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(alert).toHaveTextContent('Failed to send. Please try again.');
  });

  it('passes on what a robot typed into the honeypot, for the API to drop', async () => {
    answerWith({ status: 201, body: { success: true, result: { sent: true } } });
    servePage();
    fill({ 'Your name': 'Bot', 'E-mail (optional if you give a phone)': 'bot@example.com' });
    fireEvent.change(sheet().querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example' },
    });
    fireEvent.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requests()[0]!.body).toMatchObject({ website: 'https://spam.example' });
  });
});

describe('Share your details in the app’s card page', () => {
  it('sends the same JSON and thanks the visitor in place', async () => {
    answerWith({ status: 201, body: { success: true, result: { sent: true } } });
    const host = fakeHost();
    host.answer(answerOf(fullResult));
    renderScreen(<PublicPortfolioPage />, {
      route: '/portfolio/u1',
      path: '/portfolio/:userId',
      host,
      apis: [portfolioApi],
    });
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    expect(screen.getByRole('link', { name: 'Share your details' })).toHaveAttribute(
      'href',
      '#share-details',
    );
    fill({
      'Your name': 'Ravi Kumar',
      'E-mail (optional if you give a phone)': 'ravi@example.com',
    });
    fireEvent.click(field('I agree that Asha Rao may contact me'));
    fireEvent.click(sendButton());
    const thanks = await within(sheet()).findByText('Thank you! Asha Rao has your details.');
    await waitFor(() => expect(thanks).not.toHaveAttribute('hidden'));
    expect(requests()).toEqual([
      {
        url: LEADS,
        method: 'POST',
        type: 'application/json',
        body: { name: 'Ravi Kumar', email: 'ravi@example.com', consent: true },
      },
    ]);
  });
});
