import type { SVGProps } from 'react';
import { outlineIconProps } from 'web-kit';

/** Three finder squares and a few modules: reads as "QR code" at icon size. */
export const QrIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 20)}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
  </svg>
);
