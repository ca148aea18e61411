import { useRef, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { forgotPasswordScreenTexts, loginScreenTexts, registerScreenTexts } from 'shared-contracts';
import { LoginPage } from '../features/login/login-page';
import { ForgotPasswordPage } from '../features/password-reset/forgot-password-page';
import { RegisterPage } from '../features/register/register-page';
import type { TheApp } from 'web-kit/runtime';
import { HandOver } from './hand-over';

/**
 * The signed-out screens a visitor opens first, which need nothing from the API to paint: the
 * gateway renders them with this build (server/render-auth.tsx) and the sign-in client runs them
 * in the browser (main.tsx), with the texts that name each in the document title.
 */
export const FIRST_SCREENS: Record<
  string,
  { page: ComponentType; texts: { readonly title: string } }
> = {
  '/login': { page: LoginPage, texts: loginScreenTexts },
  '/register': { page: RegisterPage, texts: registerScreenTexts },
  '/forgot-password': { page: ForgotPasswordPage, texts: forgotPasswordScreenTexts },
};

export const isFirstScreen = (path: string) => Object.hasOwn(FIRST_SCREENS, path);

/**
 * The first screens under one router, the same tree on the server and in the browser (so Preact's
 * `useId`s match and hydration keeps every node). A navigation elsewhere (signed in: Home,
 * onboarding, the page that sent them) leaves the last screen on show while the app starts: the
 * hand-over (hand-over.tsx) puts the app in its place.
 */
export function FirstScreens({ app }: { app?: TheApp }) {
  const location = useLocation();
  const shown = useRef(location);
  if (isFirstScreen(location.pathname)) shown.current = location;
  return (
    <>
      <Routes location={shown.current}>
        {Object.entries(FIRST_SCREENS).map(([path, { page: Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
      {app && <HandOver leaving={!isFirstScreen(location.pathname)} app={app} />}
    </>
  );
}
