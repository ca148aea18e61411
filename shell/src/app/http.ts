import type { AxiosInstance, AxiosStatic } from 'axios';
import { API_BASE, REQUEST_TIMEOUT_MS, type ApiFailure } from 'shared-contracts';
import type { HostExtra, HostResult } from 'web-kit';

/** No answer at all: no server message, so each screen shows its own fallback text. */
const NETWORK_FAILURE: ApiFailure = { success: false, message: '', code: 'NETWORK_ERROR' };

const isFailureBody = (body: unknown): body is ApiFailure =>
  typeof body === 'object' && body !== null && typeof (body as ApiFailure).message === 'string';

const withoutAuthorization = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );

/**
 * The one HTTP client: axios on /api/v1 with the spec's 10 s timeout and the bearer token.
 * Every remote reaches the API through it (as the store's `extra`). axios is downloaded with the
 * first request, so a first screen that asks nothing (the login form) does without it.
 */
export function createHostRequest(session: {
  token(): string | null;
  unauthorized(): void;
}): HostExtra & { preload(): void } {
  let client: Promise<{ axios: AxiosStatic; instance: AxiosInstance }> | undefined;
  const loadClient = () => {
    client ??= import('axios').then(
      ({ default: axios }) => ({
        axios,
        instance: axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS }),
      }),
      (error: unknown) => {
        // Not kept: the next request tries the download again.
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  return {
    /** Starts the download early when a request is sure to come (a stored session's check). */
    preload: () => void loadClient().catch(() => {}),
    async request<T>(
      {
        url,
        method = 'GET',
        body,
        params,
        headers = {},
        onUploadProgress,
      }: Parameters<HostExtra['request']>[0],
      options: { signal?: AbortSignal } = {},
    ): Promise<HostResult<T>> {
      let axios: AxiosStatic, instance: AxiosInstance;
      try {
        ({ axios, instance } = await loadClient());
      } catch {
        return { error: { status: 0, data: NETWORK_FAILURE } };
      }
      const token = session.token();
      try {
        const response = await instance.request<T>({
          url,
          method,
          data: body,
          params,
          signal: options.signal,
          // A remote's own headers (Idempotency-Key) go along; the session's token is the host's.
          headers: {
            ...withoutAuthorization(headers),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          ...(onUploadProgress && {
            onUploadProgress: (event) =>
              event.total && onUploadProgress(event.loaded / event.total),
          }),
        });
        return { data: response.data };
      } catch (error) {
        if (!axios.isAxiosError(error)) throw error;
        const status = error.response?.status ?? 0;
        if (status === 401 && token) session.unauthorized();
        const body = error.response?.data;
        return { error: { status, data: isFailureBody(body) ? body : NETWORK_FAILURE } };
      }
    },
  };
}
