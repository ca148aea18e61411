import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate, useRoutes } from 'react-router';
import { useTopOfEachScreen } from '../src/app/top-of-each-screen';

/**
 * jsdom lays nothing out and has no scrolling element: a stand-in for the page's, as a browser
 * has it (`document.scrollingElement.scrollTo`), for this test only.
 */
function stubScrollingElement() {
  const scrollTo = rs.fn();
  Object.defineProperty(document, 'scrollingElement', {
    configurable: true,
    value: { scrollTo },
  });
  return scrollTo;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'scrollingElement');
});

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}

function Screens() {
  useTopOfEachScreen();
  return useRoutes([
    { path: '/menu', element: <Link to="/menu/signature">E-mail signature</Link> },
    { path: '/menu/signature', element: <Back /> },
  ]);
}

describe('a new screen', () => {
  it('starts at its top when a link opens it, and back leaves the page where the browser puts it', async () => {
    const scrollTo = stubScrollingElement();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/menu']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'E-mail signature' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'E-mail signature' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
