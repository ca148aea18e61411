import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ROUTE_ANNOUNCER_ID, Screen, Spinner } from 'web-kit';
import { Providers } from '../src/app/providers';
import { createAppStore } from '../src/app/store';
import { AppLayout } from '../src/layout/app-layout';
import { HomePage } from '../src/pages/home';
import { LaunchPage } from '../src/pages/launch';
import { TermsPage } from '../src/pages/terms';

// No remote registry in a component test: Home's remote cards fall back to the shell's own.
rs.mock('../src/remotes/load-remote', () => ({
  loadRemoteModule: (remote: string) => Promise.reject(new Error(`${remote} is not here`)),
}));

function renderApp(at: string) {
  render(
    <Providers app={createAppStore()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/home" element={<HomePage />} />
            <Route path="/launch" element={<LaunchPage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route
              path="/cart"
              element={
                <Screen title="My Cart">
                  <Link to="/orders">Your orders</Link>
                </Screen>
              }
            />
            {/* A remote still downloading: its screen has named nothing yet. */}
            <Route path="/orders" element={<Spinner />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup();
}

const announcer = () => document.getElementById(ROUTE_ANNOUNCER_ID)!;

describe('page titles and the route announcer', () => {
  beforeEach(() => {
    // A fresh tab: index.html's title is the app's name alone.
    document.title = 'Tapfolio';
    rs.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('is one polite, visually hidden status region, in the layout from the start', () => {
    renderApp('/launch');
    expect(announcer()).toHaveAttribute('role', 'status');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveAttribute('aria-atomic', 'true');
    expect(announcer()).toHaveClass('tf-visually-hidden');
    expect(document.querySelectorAll(`#${ROUTE_ANNOUNCER_ID}`)).toHaveLength(1);
  });

  it('names the first screen without announcing it: the browser reads the title itself', () => {
    renderApp('/launch');
    expect(document.title).toBe('Launching Soon | Tapfolio');
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('names and announces the screen a navigation lands on, and puts focus on its heading', async () => {
    const user = renderApp('/home');
    expect(document.title).toBe('Home | Tapfolio');

    await user.click(await screen.findByRole('link', { name: 'Terms and Conditions' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Terms and Conditions',
    });
    expect(document.title).toBe('Terms and Conditions | Tapfolio');
    expect(announcer()).toHaveTextContent('Terms and Conditions | Tapfolio');
    // The link that had focus left with Home: focus starts again at the top of the new screen.
    expect(heading).toHaveFocus();
  });

  it('keeps the last title while the next screen is still loading', async () => {
    const user = renderApp('/cart');
    expect(document.title).toBe('My Cart | Tapfolio');
    await user.click(screen.getByRole('link', { name: 'Your orders' }));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(document.title).toBe('My Cart | Tapfolio');
  });
});
