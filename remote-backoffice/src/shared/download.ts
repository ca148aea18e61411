import { saveBlob, type HostError, type HostRequest } from 'web-kit';

/** The base query an endpoint's queryFn is handed. */
type BaseQuery = (
  request: HostRequest,
) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/**
 * A file the API makes (a PDF), saved under `fileName` as it arrives, so the Blob never enters the
 * store. No time limit: a print batch of many orders takes a while to draw.
 */
export async function downloadFile(
  baseQuery: BaseQuery,
  url: string,
  fileName: string,
): Promise<{ data: null } | { error: HostError }> {
  const result = await baseQuery({ url, responseType: 'blob', timeoutMs: 0 });
  if (result.error) return { error: result.error as HostError };
  saveBlob(result.data as Blob, fileName);
  return { data: null };
}
