/**
 * @fastify/static options for files whose URL changes whenever their content does (hashed assets,
 * versioned releases): browsers and CDNs keep them for a year and never revalidate. Pre-compressed
 * `.br`/`.gz` siblings are sent when the browser accepts them.
 */
export const IMMUTABLE = {
  maxAge: '365d',
  immutable: true,
  preCompressed: true,
  // Release folders are made under a dot-name before being renamed into place.
  dotfiles: 'ignore',
  index: false,
  list: false,
} as const;
