import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadCatalogue } from 'shared-contracts';
import { renderScreen } from 'web-kit/testing';
import { AppLayout } from '../src/layout/app-layout';

const PATHS = [
  '/home',
  '/products',
  '/orders',
  '/account',
  '/launch',
  '/edit-profile',
  '/edit-profile/personal',
  '/login',
  '/cart',
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          {PATHS.map((p) => (
            <Route key={p} path={p} element={<h1>Screen {p}</h1>} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );

const TABS = [
  ['Home', '/home'],
  ['Explore', '/products'],
  ['Portfolio', '/edit-profile'],
  ['Orders', '/orders'],
  ['Account', '/account'],
];

describe('Bottom navigation', () => {
  it.each(['/home', '/products', '/orders', '/account', '/launch', '/edit-profile'])(
    'shows the five tabs on %s',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { name: `Screen ${path}` })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(TABS);
    },
  );

  it.each(['/edit-profile/personal', '/login', '/cart'])('is hidden on %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: `Screen ${path}` })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each(TABS)('marks %s as the current tab on its page', (label, path) => {
    renderAt(path!);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    const others = within(nav)
      .getAllByRole('link')
      .filter((link) => link.textContent !== label);
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks no tab on /launch', () => {
    renderAt('/launch');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(nav).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('aria-current');
    }
  });
});

describe("Bottom navigation in the person's language", () => {
  it.each([
    ['hi', 'मुख्य', ['होम', 'एक्सप्लोर', 'पोर्टफ़ोलियो', 'ऑर्डर', 'अकाउंट']],
    ['bn', 'প্রধান', ['হোম', 'এক্সপ্লোর', 'পোর্টফোলিও', 'অর্ডার', 'অ্যাকাউন্ট']],
  ] as const)('names its five tabs in %s', async (language, name, labels) => {
    renderScreen(<AppLayout />, { route: '/orders', language: await loadCatalogue(language) });
    const nav = screen.getByRole('navigation', { name });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      labels.map((label, i) => [label, TABS[i]![1]]),
    );
    expect(within(nav).getByRole('link', { name: labels[3] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
