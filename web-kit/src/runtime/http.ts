import { API_BASE, REQUEST_TIMEOUT_MS, type ApiFailure } from 'shared-contracts';
import type { HostClient, HostRequest, HostResult } from '../host/request';
import { networkStatus } from './network-status';

/** No answer at all: no server message, so each screen shows its own fallback text. */
const NETWORK_FAILURE: ApiFailure = { success: false, message: '', code: 'NETWORK_ERROR' };

const isFailureBody = (body: unknown): body is ApiFailure =>
  typeof body === 'object' && body !== null && typeof (body as ApiFailure).message === 'string';

/** `/api/v1{url}?{params}`, leaving out the params that are undefined. */
export function requestUrl(
  url: string,
  params: HostRequest['params'] = {},
  base: string = API_BASE,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return `${base}${url}${search ? (url.includes('?') ? '&' : '?') + search : ''}`;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** A refusal's body: the API's JSON envelope, read from text even when a file was asked for. */
async function failureBody(xhr: XMLHttpRequest): Promise<unknown> {
  if (xhr.responseType !== 'blob') return parseBody(xhr.responseText);
  try {
    return parseBody(await (xhr.response as Blob).text());
  } catch {
    return undefined;
  }
}

/** What the browser sends: FormData as multipart (it sets the boundary), anything else as JSON. */
function encode(body: unknown): { payload?: XMLHttpRequestBodyInit; type?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { payload: body };
  return { payload: JSON.stringify(body), type: 'application/json' };
}

/**
 * The one HTTP client: /api/v1 with the spec's 10 s timeout and the bearer token; a 401 with a
 * token ends the session unless the call says a 401 is its own answer. JSON both ways, or a file
 * (Blob) when asked. Every remote reaches the API through it (as the store's `extra`).
 *
 * It is the browser's XMLHttpRequest rather than a library: it is the one browser API that
 * reports upload progress (the image uploads' bars), and axios, which did the same, was a tenth of
 * Home's first download.
 */
export function createHostRequest(
  session: { token(): string | null; unauthorized(): void; language?(): string },
  /** Where the API is: the same origin's /api/v1 in the app. */
  base: string = API_BASE,
): HostClient {
  return {
    request<T>(
      {
        url,
        method = 'GET',
        body,
        params,
        headers = {},
        onUploadProgress,
        responseType = 'json',
        unauthorized = 'session',
        timeoutMs = REQUEST_TIMEOUT_MS,
      }: HostRequest,
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<HostResult<T>> {
      const token = session.token();
      return new Promise((resolve) => {
        const xhr = new XMLHttpRequest();
        const fail = () => {
          if (!signal?.aborted) networkStatus.noAnswer();
          resolve({ error: { status: 0, data: NETWORK_FAILURE } });
        };
        xhr.open(method, requestUrl(url, params, base));
        xhr.timeout = timeoutMs;
        if (responseType === 'blob') xhr.responseType = 'blob';
        const { payload, type } = encode(body);
        if (type) xhr.setRequestHeader('Content-Type', type);
        // A file's answer is whatever it is; its refusal is still the API's JSON envelope.
        xhr.setRequestHeader('Accept', responseType === 'blob' ? '*/*' : 'application/json');
        // A remote's own headers (Idempotency-Key) go along; the session's token is the host's.
        for (const [name, value] of Object.entries(headers)) {
          if (name.toLowerCase() !== 'authorization') xhr.setRequestHeader(name, value);
        }
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        // The API answers its messages in the language the screens are in.
        const language = session.language?.();
        if (language) xhr.setRequestHeader('Accept-Language', language);
        if (onUploadProgress) {
          xhr.upload.onprogress = (event) => {
            if (event.lengthComputable && event.total) onUploadProgress(event.loaded / event.total);
          };
        }
        xhr.onload = async () => {
          networkStatus.answered();
          if (xhr.status >= 200 && xhr.status < 300) {
            const data: unknown =
              responseType === 'blob' ? xhr.response : parseBody(xhr.responseText);
            return resolve({ data: data as T });
          }
          if (xhr.status === 401 && token && unauthorized === 'session') session.unauthorized();
          const data = await failureBody(xhr);
          resolve({
            error: { status: xhr.status, data: isFailureBody(data) ? data : NETWORK_FAILURE },
          });
        };
        // No answer, too late, or abandoned by its caller (RTK Query's signal): no server message.
        xhr.onerror = fail;
        xhr.ontimeout = fail;
        xhr.onabort = fail;
        if (signal?.aborted) return xhr.abort();
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(payload ?? null);
      });
    },
  };
}
