import { describe, expect, it } from '@rstest/core';
import { JSDOM } from 'jsdom';
import { authTexts } from 'shared-contracts';
import { AUTH_RENDER_API, AUTH_SCREEN_PATHS, renderAuthScreen } from '../../src/server/render-auth';

/** The markup as a browser would read it (parsed only: nothing in it runs). */
const parse = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

const screen = (path: string) => {
  const rendered = renderAuthScreen({ path });
  if (!rendered) throw new Error(`${path} was not rendered`);
  return { ...rendered, doc: parse(rendered.markup) };
};

describe("the signed-out screens' server render", () => {
  it('renders in plain Node, as the gateway runs it, with the contract version it speaks', () => {
    // No browser here: a component reading one while it renders would throw.
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(AUTH_RENDER_API).toBe(1);
    expect(AUTH_SCREEN_PATHS).toEqual(['/login', '/register', '/forgot-password']);
  });

  it('is the login screen the app paints: heading, fields, links, and the title it sets', () => {
    const { doc, title } = screen('/login');
    expect(title).toBe('Login | Tapfolio');
    expect(doc.querySelector('h1')?.textContent).toBe(authTexts.loginHeading);
    expect(doc.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    expect(doc.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    expect(doc.querySelector('a[href="/forgot-password"]')?.textContent).toBe('Forgot password?');
    const toRegister = [...doc.querySelectorAll('a[href="/register"]')].map((a) => a.textContent);
    expect(toRegister).toEqual(['Create your free card', 'Create Account']);
  });

  it('renders Create Account and Forgot Password with their own titles and fields', () => {
    const register = screen('/register');
    expect(register.title).toBe('Create Account | Tapfolio');
    const fields = [...register.doc.querySelectorAll('input')].map((input) => input.name);
    expect(fields).toEqual(['name', 'email', 'password']);
    const forgot = screen('/forgot-password');
    expect(forgot.title).toBe('Forgot Password | Tapfolio');
    expect(forgot.doc.querySelector('h1')?.textContent).toBe('Forgot Password');
    expect(forgot.doc.body.textContent).toContain(authTexts.forgotPasswordHint);
  });

  it('cannot be sent before the app takes it over: every submit button is disabled', () => {
    for (const path of AUTH_SCREEN_PATHS) {
      const { doc } = screen(path);
      const submits = [...doc.querySelectorAll('button[type="submit"]')];
      expect({ path, submits: submits.length }).toEqual({ path, submits: 1 });
      expect({
        path,
        disabled: submits.every((button) => button.hasAttribute('disabled')),
      }).toEqual({ path, disabled: true });
      // The form has no address of its own to be sent to.
      expect(doc.querySelector('form')?.hasAttribute('action')).toBe(false);
    }
  });

  it('renders nothing for a path that is not one of them', () => {
    expect(renderAuthScreen({ path: '/account' })).toBeUndefined();
    expect(renderAuthScreen({ path: '/login/' })).toBeUndefined();
    expect(renderAuthScreen({ path: 'constructor' })).toBeUndefined();
  });
});
