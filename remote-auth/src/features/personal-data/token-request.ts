import { API_BASE, type ApiFailure } from 'shared-contracts';
import type { HostError, HostRequest } from 'web-kit';

export type TokenResult = { response: Response } | { error: HostError };

const NETWORK_FAILURE: ApiFailure = { success: false, message: '', code: 'NETWORK_ERROR' };

async function failureBody(response: Response): Promise<ApiFailure> {
  try {
    const body = (await response.json()) as Partial<ApiFailure>;
    return typeof body.message === 'string' ? (body as ApiFailure) : NETWORK_FAILURE;
  } catch {
    return NETWORK_FAILURE;
  }
}

/**
 * A call to /api/v1 with the session's bearer token, outside the host's client, for the two
 * calls it cannot carry: the export answers a zip archive (the host reads every answer as JSON
 * text), and deleting the account may answer 401 to a mistyped password (issue 13's contract),
 * which the host would take for a dead session and sign the person out. The caller decides what
 * a 401 means.
 */
export async function requestWithToken(
  token: string | null,
  { url, method = 'GET', body }: Pick<HostRequest, 'url' | 'method' | 'body'>,
  /** No limit for the archive, which can take a while to build; the spec's 10 s otherwise. */
  timeoutMs?: number,
): Promise<TokenResult> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const abort = new AbortController();
  const timer = timeoutMs ? setTimeout(() => abort.abort(), timeoutMs) : undefined;
  try {
    const response = await fetch(`${API_BASE}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: abort.signal,
    });
    if (response.ok) return { response };
    return { error: { status: response.status, data: await failureBody(response) } };
  } catch {
    // No answer, or none in time: no server message, so the screen shows its own.
    return { error: { status: 0, data: NETWORK_FAILURE } };
  } finally {
    clearTimeout(timer);
  }
}
