import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { bottomNavTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';

const icon = (d: ReactNode) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {d}
  </svg>
);

const TABS: {
  to: string;
  label: Exclude<keyof typeof bottomNavTexts, 'label'>;
  icon: ReactNode;
}[] = [
  { to: '/home', label: 'home', icon: icon(<path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z" />) },
  {
    to: '/products',
    label: 'explore',
    icon: icon(
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="m21 21-4.3-4.3" />
      </>,
    ),
  },
  {
    to: '/edit-profile',
    label: 'portfolio',
    icon: icon(
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="11" r="2" />
        <path d="M14 10h4M14 14h4M6 16c.8-1.5 4.2-1.5 5 0" />
      </>,
    ),
  },
  {
    to: '/orders',
    label: 'orders',
    icon: icon(
      <>
        <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z" />
        <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
      </>,
    ),
  },
  {
    to: '/account',
    label: 'account',
    icon: icon(
      <>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 14.5-4 16 0" />
      </>,
    ),
  },
];

export function BottomNav() {
  const texts = useTexts(bottomNavTexts);
  return (
    <nav className="bottom-nav" aria-label={texts.label}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="bottom-nav__tab">
          {tab.icon}
          <span className="bottom-nav__label">{texts[tab.label]}</span>
        </NavLink>
      ))}
    </nav>
  );
}
