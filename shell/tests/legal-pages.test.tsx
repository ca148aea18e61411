import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadCatalogue } from 'shared-contracts';
import { renderScreen } from 'web-kit/testing';
import { PolicyPage } from '../src/pages/policy';
import { TermsPage } from '../src/pages/terms';

const sectionTitles = () =>
  Array.from(document.querySelectorAll('details > summary')).map((s) => s.textContent?.trim());

describe('Privacy Policy', () => {
  it('has the six collapsible sections, closed until opened', async () => {
    const { user } = renderScreen(<PolicyPage />, { route: '/policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'Introduction',
      'Information We Collect',
      'Use of Data',
      'Cookies',
      'Security of Data',
      'Contact Us',
    ]);

    const text = screen.getByText(/We do not sell, rent or trade your personal data/);
    expect(text).not.toBeVisible();
    await user.click(screen.getByText('Use of Data'));
    expect(text).toBeVisible();
    expect(text.closest('details')).toHaveAttribute('open');
  });

  it('gives the provider contact details under Contact Us', async () => {
    const { user } = renderScreen(<PolicyPage />, { route: '/policy' });
    await user.click(screen.getByText('Contact Us'));
    const section = screen.getByText('Contact Us').closest('details')!;
    expect(within(section).getByRole('link', { name: 'hello@tapfolio.app' })).toHaveAttribute(
      'href',
      'mailto:hello@tapfolio.app',
    );
    expect(within(section).getByText('Tapfolio Technologies Pvt. Ltd.')).toBeVisible();
  });

  it('goes back to /account', async () => {
    const { user } = renderScreen(<PolicyPage />, { route: '/policy' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/account');
  });
});

describe('Terms and Conditions', () => {
  it('has an introduction, exactly 11 numbered clauses and the refund policy', async () => {
    const { user } = renderScreen(<TermsPage />, { route: '/terms' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();

    const titles = sectionTitles();
    expect(titles[0]).toBe('Introduction');
    const numbered = titles.filter((title) => /^\d+\. /.test(title ?? ''));
    expect(numbered).toHaveLength(11);
    expect(numbered.map((title) => Number.parseInt(title!, 10))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(titles.at(-1)).toBe('Refund Policy');

    const refund = screen.getByText(/No refunds are accepted under any circumstances/);
    expect(refund).not.toBeVisible();
    await user.click(screen.getByText('Refund Policy'));
    expect(refund).toBeVisible();
  });

  it('goes to /login when opened directly', async () => {
    const { user } = renderScreen(<TermsPage />, { route: '/terms' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/login');
  });

  it('goes back to the previous page when there is one', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/register', '/terms']} initialIndex={1}>
        <Routes>
          <Route path="/register" element={<p>Register screen</p>} />
          <Route path="/terms" element={<TermsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Register screen')).toBeInTheDocument();
  });
});

describe("the legal pages in the person's language", () => {
  it('name the page and its sections in Hindi, say the legal text is in English, and keep it so', async () => {
    const { user } = renderScreen(<PolicyPage />, {
      route: '/policy',
      language: await loadCatalogue('hi'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(document.title).toBe('गोपनीयता नीति | Tapfolio');
    expect(screen.getByText('इस पेज का कानूनी पाठ अंग्रेज़ी में दिया गया है।')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'परिचय',
      'हम कौन-सी जानकारी लेते हैं',
      'डेटा का उपयोग',
      'कुकीज़',
      'डेटा की सुरक्षा',
      'हमसे संपर्क करें',
    ]);
    await user.click(screen.getByText('डेटा का उपयोग'));
    const text = screen.getByText(/We do not sell, rent or trade your personal data/);
    expect(text).toBeVisible();
    expect(text.closest('[lang="en"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
  });

  it('number the Terms clauses in Bengali as in English', async () => {
    renderScreen(<TermsPage />, { route: '/terms', language: await loadCatalogue('bn') });
    expect(screen.getByRole('heading', { level: 1, name: 'শর্তাবলি' })).toBeInTheDocument();
    const titles = sectionTitles();
    expect(titles[0]).toBe('ভূমিকা');
    expect(titles.filter((title) => /^\d+\. /.test(title ?? ''))).toHaveLength(11);
    expect(titles.at(-1)).toBe('রিফান্ড নীতি');
  });

  it('say nothing of the language in English', () => {
    renderScreen(<PolicyPage />, { route: '/policy' });
    expect(screen.queryByText(/given in English/)).not.toBeInTheDocument();
  });
});
