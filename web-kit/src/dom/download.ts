import type { HostError, HostRequest } from '../host/request';

/**
 * Hands a file made in memory to the browser's download, under `fileName`: no second request,
 * what is on screen is the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Text made here in the browser (a CSV, a vCard), saved as a file of the given MIME type. */
export function downloadText(text: string, type: string, fileName: string): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** The base query an endpoint's queryFn is handed. */
type BaseQuery = (
  request: HostRequest,
) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/**
 * A file the API makes (a PDF, a CSV, an archive), fetched through the host and saved under
 * `fileName` as it arrives, so the Blob never enters the store: an endpoint's queryFn answers
 * with it. No time limit: a print batch of many orders, or a large archive, takes a while.
 */
export async function downloadFile(
  baseQuery: BaseQuery,
  request: string | Omit<HostRequest, 'responseType' | 'timeoutMs'>,
  fileName: string,
): Promise<{ data: null } | { error: HostError }> {
  const asked = typeof request === 'string' ? { url: request } : request;
  const result = await baseQuery({ ...asked, responseType: 'blob', timeoutMs: 0 });
  if (result.error) return { error: result.error as HostError };
  saveBlob(result.data as Blob, fileName);
  return { data: null };
}
