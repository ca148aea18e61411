import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { useState, type ChangeEvent } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { PRERENDERED_SCREEN_ID } from 'shared-contracts';
import { useScreenPainted } from 'web-kit';
import { takeOverPrerendered, useHandOverOnNavigation } from '../src/app/prerendered';

/** The page as the gateway sends a server-rendered product: its render, then the app's root. */
function serverPage() {
  document.body.innerHTML = `<div id="${PRERENDERED_SCREEN_ID}"><h1>Onyx Black NFC Card</h1></div><div id="root"></div>`;
  return document.getElementById('root')!;
}

/** The app's product page: painted once its answer is there. */
function ProductScreen({ loaded }: { loaded: boolean }) {
  useScreenPainted(loaded);
  return loaded ? <h1>Onyx Black NFC Card</h1> : <p>Loading the card</p>;
}

describe("the app taking over the server's render", () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
    document.body.innerHTML = '';
  });

  it("keeps the render on show while the app's screen loads, then swaps the two in one step", () => {
    const root = serverPage();
    takeOverPrerendered(root);
    const view = render(<ProductScreen loaded={false} />, { container: root });
    // The app boots hidden behind the render: its skeleton is never seen.
    expect(root.hidden).toBe(true);
    expect(screen.getByRole('heading', { name: 'Onyx Black NFC Card' })).toBeVisible();
    expect(screen.queryByText('Loading the card')).not.toBeVisible();

    view.rerender(<ProductScreen loaded />);
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByRole('heading', { name: 'Onyx Black NFC Card' })).toBeVisible();
  });

  it('shows the app all the same when its screen never says it has painted', () => {
    const root = serverPage();
    takeOverPrerendered(root, 8_000);
    render(<p>The shop could not be loaded</p>, { container: root });
    act(() => rs.advanceTimersByTime(7_999));
    expect(root.hidden).toBe(true);
    act(() => rs.advanceTimersByTime(1));
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
    expect(screen.getByText('The shop could not be loaded')).toBeVisible();
  });

  it("puts what the visitor typed into the render into the app's fields, focus and caret too", async () => {
    document.body.innerHTML = `<div id="${PRERENDERED_SCREEN_ID}"><form><label>Email <input name="email" type="email"></label><label>Password <input name="password" type="password"></label></form></div><div id="root"></div>`;
    const root = document.getElementById('root')!;
    takeOverPrerendered(root);
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'meera@example.com';
    password.value = 'Secret12';
    password.focus();
    password.setSelectionRange(3, 3);

    /** The app's login form: controlled fields, as Formik keeps them. */
    function LoginScreen() {
      const [values, setValues] = useState({ email: '', password: '' });
      useScreenPainted(true);
      const field = (name: 'email' | 'password') => ({
        name,
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          setValues((v) => ({ ...v, [name]: event.target.value })),
      });
      return (
        <form>
          <label>
            Email <input type="email" {...field('email')} />
          </label>
          <label>
            Password <input type="password" {...field('password')} />
          </label>
          <output>{`${values.email} / ${values.password}`}</output>
        </form>
      );
    }
    render(<LoginScreen />, { container: root });
    await act(async () => {});

    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
    const appPassword = screen.getByLabelText('Password') as HTMLInputElement;
    expect(appPassword).toHaveValue('Secret12');
    // The app's state holds them, not only the DOM: a submit sends what is shown.
    expect(screen.getByText('meera@example.com / Secret12')).toBeInTheDocument();
    expect(appPassword).toHaveFocus();
    expect(appPassword.selectionStart).toBe(3);
  });

  it('shows the app at once when it goes elsewhere before painting the render (signed in)', () => {
    const root = serverPage();
    takeOverPrerendered(root);
    function Guard() {
      useHandOverOnNavigation();
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/home', { replace: true })}>
          Home
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Guard />
      </MemoryRouter>,
      { container: root },
    );
    expect(root.hidden).toBe(true);
    act(() => screen.getByRole('button', { name: 'Home', hidden: true }).click());
    expect(document.getElementById(PRERENDERED_SCREEN_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('leaves a page with no server render alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    takeOverPrerendered(root);
    expect(root.hidden).toBe(false);
  });
});
