import { describe, expect, it } from '@rstest/core';
import { JSDOM } from 'jsdom';
import { authTexts, type Language } from 'shared-contracts';
import { AUTH_RENDER_API, AUTH_SCREEN_PATHS, renderAuthScreen } from '../../src/server/render-auth';

/** The markup as a browser would read it (parsed only: nothing in it runs). */
const parse = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document;

const screen = async (path: string, language?: Language) => {
  const rendered = await renderAuthScreen({ path, language });
  if (!rendered) throw new Error(`${path} was not rendered`);
  return { ...rendered, doc: parse(rendered.markup) };
};

describe("the signed-out screens' server render", () => {
  it('renders in plain Node, as the gateway runs it, with the contract version it speaks', () => {
    // No browser here: a component reading one while it renders would throw.
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(AUTH_RENDER_API).toBe(2);
    expect(AUTH_SCREEN_PATHS).toEqual(['/login', '/register', '/forgot-password']);
  });

  it('is the login screen the app paints: heading, fields, links, and the title it sets', async () => {
    const { doc, title } = await screen('/login');
    expect(title).toBe('Login | Tapfolio');
    expect(doc.querySelector('h1')?.textContent).toBe(authTexts.loginHeading);
    expect(doc.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    expect(doc.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    expect(doc.querySelector('a[href="/forgot-password"]')?.textContent).toBe('Forgot password?');
    const toRegister = [...doc.querySelectorAll('a[href="/register"]')].map((a) => a.textContent);
    expect(toRegister).toEqual(['Create your free card', 'Create Account']);
  });

  it('renders Create Account and Forgot Password with their own titles and fields', async () => {
    const register = await screen('/register');
    expect(register.title).toBe('Create Account | Tapfolio');
    const fields = [...register.doc.querySelectorAll('input')].map((input) => input.name);
    expect(fields).toEqual(['name', 'email', 'password']);
    const forgot = await screen('/forgot-password');
    expect(forgot.title).toBe('Forgot Password | Tapfolio');
    expect(forgot.doc.querySelector('h1')?.textContent).toBe('Forgot Password');
    expect(forgot.doc.body.textContent).toContain(authTexts.forgotPasswordHint);
  });

  it('cannot be sent before the app takes it over: every submit button is disabled', async () => {
    for (const path of AUTH_SCREEN_PATHS) {
      const { doc } = await screen(path, 'ta');
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

  it('renders nothing for a path that is not one of them', async () => {
    expect(await renderAuthScreen({ path: '/account' })).toBeUndefined();
    expect(await renderAuthScreen({ path: '/login/' })).toBeUndefined();
    expect(await renderAuthScreen({ path: 'constructor' })).toBeUndefined();
  });

  it("renders in the visitor's language: texts, title and the language picker", async () => {
    const login = await screen('/login', 'hi');
    expect(login.title).toBe('लॉग इन | Tapfolio');
    expect(login.doc.querySelector('h1')?.textContent).toBe('फिर से स्वागत है!');
    expect(login.doc.querySelector('a[href="/forgot-password"]')?.textContent).toBe(
      'पासवर्ड भूल गए?',
    );
    expect(login.doc.querySelector('button[type="submit"]')?.textContent).toBe('लॉग इन');
    const picker = login.doc.querySelector('select');
    expect(picker?.labels?.[0]?.textContent).toBe('भाषा');
    expect(picker?.querySelector('option[selected]')?.textContent).toBe('हिन्दी');
    expect(login.doc.body.textContent).not.toContain(authTexts.loginHeading);

    const register = await screen('/register', 'ta');
    expect(register.title).toBe('கணக்கை உருவாக்கு | Tapfolio');
    expect(register.doc.querySelector('label')?.textContent).toBe('முழுப் பெயர்');
    const forgot = await screen('/forgot-password', 'bn');
    expect(forgot.doc.querySelector('h1')?.textContent).toBe('পাসওয়ার্ড ভুলে গেছেন');
  });

  it('renders English for no language, or one it does not speak', async () => {
    const english = await screen('/login');
    for (const language of ['en', 'fr'] as Language[]) {
      const { markup, title } = await screen('/login', language);
      expect({ markup, title }).toEqual({ markup: english.markup, title: english.title });
    }
  });
});
