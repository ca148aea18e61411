import type { SVGProps } from 'react';
import { outlineIconProps } from 'web-kit';

type IconProps = SVGProps<SVGSVGElement>;

export const SearchIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const ShareIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p)}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);
export const SortIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p, 18)}>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
  </svg>
);
export const FilterIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p, 18)}>
    <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />
  </svg>
);
export const BriefcaseIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p)}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </svg>
);
export const PortfolioIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p)}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M6 16c.6-1.6 1.8-2.5 3-2.5s2.4.9 3 2.5M15 9h3M15 13h3" />
  </svg>
);
export const TapIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p)}>
    <path d="M6 8.5a8 8 0 0 1 0 7M9.5 6a12 12 0 0 1 0 12M13 3.5a16 16 0 0 1 0 17" />
    <path d="M17 9l3 3-3 3" />
  </svg>
);
export const ArrowRightIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p, 18)}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </svg>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p, 20)}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p, 20)}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const PauseIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p, 20)}>
    <path d="M9 5v14M15 5v14" />
  </svg>
);
export const PlayIcon = (p: IconProps) => (
  <svg {...outlineIconProps(p, 20)}>
    <path d="M7 4.5v15l12-7.5z" />
  </svg>
);
