import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { HomePage } from '../pages/home';
import { LaunchPage } from '../pages/launch';
import { PolicyPage } from '../pages/policy';
import { TermsPage } from '../pages/terms';
import { RemotePage } from '../remotes/remote-page';
import { GuestOnly, OnboardingOnly, RequireSession } from './guards';

const auth = (page: string) => <RemotePage remote="remote-auth" page={page} />;
const portfolio = (page: string) => <RemotePage remote="remote-portfolio" page={page} />;
const shop = (page: string) => <RemotePage remote="remote-shop" page={page} />;
const orders = (page: string) => <RemotePage remote="remote-orders" page={page} />;

/** The spec's whole route map (product-spec section 2). Screens of remotes load on first visit. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: auth('Login') },
          { path: '/register', element: auth('Register') },
        ],
      },
      {
        element: <OnboardingOnly />,
        children: [{ path: '/onboarding', element: auth('Onboarding') }],
      },

      { path: '/forgot-password', element: auth('ForgotPassword') },
      { path: '/reset-password/:token', element: auth('ResetPassword') },
      { path: '/reset-password', element: auth('ResetPassword') },
      { path: '/policy', element: <PolicyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/portfolio/:userId', element: portfolio('PublicPortfolio') },
      { path: '/product/:id', element: shop('ProductDetail') },

      {
        element: <RequireSession />,
        children: [
          { path: '/home', element: <HomePage /> },
          { path: '/launch', element: <LaunchPage /> },
          { path: '/account', element: auth('Account') },
          { path: '/account/edit-email', element: auth('ChangeEmail') },
          { path: '/account/edit-password', element: auth('ChangePassword') },
          { path: '/account/edit-shipping-address', element: auth('EditShippingAddress') },
          { path: '/portfolio', element: portfolio('OwnPortfolio') },
          { path: '/edit-profile/*', element: portfolio('EditPortfolio') },
          { path: '/products', element: shop('ProductList') },
          { path: '/cart', element: shop('Cart') },
          { path: '/nfc-review', element: shop('NfcReview') },
          { path: '/orders', element: orders('OrderList') },
          { path: '/orders/:id', element: orders('OrderDetail') },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
