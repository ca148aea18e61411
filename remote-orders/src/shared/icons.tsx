import type { SVGProps } from 'react';
import { outlineIconProps } from 'web-kit';

/** A parcel: the empty orders list. */
export const BoxIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p)}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8z" />
    <path d="m3 8 9 5 9-5M12 13v8M7.5 5.5l9 5" />
  </svg>
);
