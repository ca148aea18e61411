import { API_BASE, buildPath, paths } from 'shared-contracts';

/** The size of the PNG offered for print: sharp on a card at 300 dpi. */
export const QR_PRINT_SIZE = 1024;

/**
 * The API's QR code of a card. The screen shows the SVG (sharp at any size); the downloads ask for
 * an attachment. Plain URLs, used as img src and link href: nothing fetches them from script.
 */
export function qrImageUrl(
  userId: string,
  format: 'svg' | 'png',
  { size, download = false }: { size?: number; download?: boolean } = {},
): string {
  const query = new URLSearchParams({ format });
  if (size !== undefined) query.set('size', String(size));
  if (download) query.set('download', '1');
  return `${API_BASE}${buildPath(paths.publicPortfolioQr, { userId })}?${query}`;
}
