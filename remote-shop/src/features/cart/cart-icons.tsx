import type { SVGProps } from 'react';
import { outlineIconProps } from 'web-kit';

export const TrashIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 18)}>
    <path d="M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2m2 0-1 14a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2L6 6M10 11v6M14 11v6" />
  </svg>
);
export const MinusIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 18)}>
    <path d="M5 12h14" />
  </svg>
);
export const PlusIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 18)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
