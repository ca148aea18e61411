import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { loadCatalogue, type Language } from 'shared-contracts';
import { aProfile, fakeHost, renderScreen } from 'web-kit/testing';
import { profileLoaded } from 'web-kit';
import { authApi } from '../src/api';
import { AccountPage } from '../src/features/account/account-page';
import { LoginPage } from '../src/features/login/login-page';
import { RegisterPage } from '../src/features/register/register-page';

const renderLogin = async (language: Language) =>
  renderScreen(<LoginPage />, {
    route: '/login',
    apis: [authApi],
    language: await loadCatalogue(language),
    routes: { '/home': <p>Home screen</p> },
  });

describe('Login in Hindi and Tamil', () => {
  it('reads in Hindi: heading, fields, links, the sample card and the page title', async () => {
    await renderLogin('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है!' })).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अकाउंट बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना मुफ़्त कार्ड बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'कार्ड के बटन' })).toHaveTextContent('संपर्क सेव करें');
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(document.title).toMatch(/^लॉग इन/);
    expect(document.body).not.toHaveTextContent('Welcome Back!');
  });

  it('says what is missing in Tamil and sends nothing', async () => {
    const { user, host } = await renderLogin('ta');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(await screen.findByText('மின்னஞ்சல் முகவரியை உள்ளிடவும்.')).toBeInTheDocument();
    expect(screen.getByText('கடவுச்சொல்லை உள்ளிடவும்')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('switches the whole screen with its language picker, each language named in its script', async () => {
    const { user, store } = await renderLogin('hi');
    const picker = screen.getByRole('combobox', { name: 'भाषा' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'हिन्दी', 'বাংলা', 'मराठी', 'தமிழ்']);
    expect(picker).toHaveValue('hi');

    await user.selectOptions(picker, 'தமிழ்');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'மீண்டும் வருக!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
    expect(store.getState().language.language).toBe('ta');

    await user.selectOptions(screen.getByRole('combobox', { name: 'மொழி' }), 'English');
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it("speaks the profile's language once signed in, when it is another", async () => {
    const { user, host, store } = await renderLogin('hi');
    host.answer({
      success: true,
      result: { token: 't0k', userId: 'u1', portfolio: true, isOnboarded: true },
    });
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(store.getState().language.language).toBe('hi');

    // The shell's session check answers with the profile.
    store.dispatch(profileLoaded(aProfile({ language: 'ta' })));
    await waitFor(() => expect(store.getState().language.language).toBe('ta'));
  });
});

describe('Create Account in Tamil', () => {
  it('reads in Tamil, its checklist and errors too, the links inside the sentence', async () => {
    const { user, host } = renderScreen(<RegisterPage />, {
      route: '/register',
      apis: [authApi],
      language: await loadCatalogue('ta'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'கணக்கை உருவாக்கு' })).toBeInTheDocument();
    const rules = within(screen.getByRole('list', { name: 'கடவுச்சொல் நிபந்தனைகள்' }));
    expect(rules.getAllByRole('listitem')[0]).toHaveTextContent('குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்');
    expect(screen.getByText(/கணக்கை உருவாக்குவதன் மூலம் எங்கள்/)).toHaveTextContent(
      'கணக்கை உருவாக்குவதன் மூலம் எங்கள் விதிமுறைகள், தனியுரிமைக் கொள்கை ஆகியவற்றை ஏற்கிறீர்கள்.',
    );
    expect(screen.getByRole('link', { name: 'விதிமுறைகள்' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'தனியுரிமைக் கொள்கை' })).toHaveAttribute(
      'href',
      '/policy',
    );

    await user.click(screen.getByRole('button', { name: 'கணக்கை உருவாக்கு' }));
    expect(await screen.findByText('முழுப் பெயர் தேவை.')).toBeInTheDocument();
    expect(screen.getByText('மின்னஞ்சல் தேவை.')).toBeInTheDocument();
    expect(host.calls).toHaveLength(0);
  });

  it('reads in Hindi', async () => {
    renderScreen(<RegisterPage />, {
      route: '/register',
      apis: [authApi],
      language: await loadCatalogue('hi'),
    });
    expect(screen.getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/अकाउंट बनाकर आप हमारी/)).toHaveTextContent(
      'अकाउंट बनाकर आप हमारी शर्तों और प्राइवेसी पॉलिसी से सहमत होते हैं।',
    );
  });
});

describe("Account's language", () => {
  const renderAccount = async (language: Language) => {
    const host = fakeHost();
    host.answer({ success: true, result: [] });
    return renderScreen(<AccountPage />, {
      route: '/account',
      host,
      apis: [authApi],
      language: await loadCatalogue(language),
      session: { token: 't0k', userId: 'u1', profile: aProfile(), profileStatus: 'loaded' },
    });
  };

  it('switches the app and keeps the choice in the profile (PUT /user/language)', async () => {
    const { user, host, store } = await renderAccount('hi');
    expect(screen.getByRole('heading', { name: 'अकाउंट' })).toBeInTheDocument();
    expect(await screen.findByText('शिपिंग पता जोड़ें')).toBeInTheDocument();
    host.answer({ success: true, result: aProfile({ language: 'ta' }) });

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'தமிழ்');
    expect(await screen.findByRole('heading', { name: 'கணக்கு' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'வெளியேறு' })).toBeInTheDocument();
    await waitFor(() =>
      expect(host.calls.at(-1)).toEqual({
        url: '/user/language',
        method: 'PUT',
        body: { language: 'ta' },
      }),
    );
    await waitFor(() => expect(store.getState().session.profile?.language).toBe('ta'));
  });

  it('says so when the profile could not keep it, and stays in the chosen language', async () => {
    const { user, host, store, toasts } = await renderAccount('ta');
    expect(await screen.findByText('ஷிப்பிங் முகவரியைச் சேர்')).toBeInTheDocument();
    host.fail(500, 'Something went wrong. Please try again later.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'மொழி' }), 'हिन्दी');
    expect(await screen.findByRole('heading', { name: 'अकाउंट' })).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        message: 'Failed to save your language. Please try again.',
      }),
    );
    expect(store.getState().language.language).toBe('hi');
  });
});
