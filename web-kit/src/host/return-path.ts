/**
 * Where a visitor was when a screen sent them to sign in (Add to Cart on a product), carried in
 * the navigation state as `{ from }`, so they come back to it. Only a path of this app: never
 * another site, nor `//host`.
 */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
