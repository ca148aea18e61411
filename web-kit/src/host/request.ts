import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiFailure } from 'shared-contracts';
import type { ResourceName, ResourceReader, SharedResources } from './resources';

/** One API call, relative to /api/v1: what a remote asks the host to send. */
export interface HostRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
  params?: Record<string, string | number | undefined>;
  /**
   * Extra request headers a call needs, e.g. `Idempotency-Key` on POST /order. The host adds the
   * bearer header itself; a remote never sets Authorization.
   */
  headers?: Record<string, string>;
  /** Upload progress from 0 to 1, for a progress bar. */
  onUploadProgress?: (fraction: number) => void;
  /** 'blob' for a file the API answers (the data export's zip); a JSON body otherwise. */
  responseType?: 'json' | 'blob';
  /**
   * What a 401 means for this call. By default the session is over and the host ends it;
   * 'error' hands it back like any refusal, for a call where 401 answers what the person typed
   * (deleting the account with a mistyped password).
   */
  unauthorized?: 'session' | 'error';
  /** The longest wait, for a call that may take longer than the spec's 10 s; 0 waits on. */
  timeoutMs?: number;
}

/** A failed call: the HTTP status (0 when no answer came) and the API's error body. */
export interface HostError {
  status: number;
  data: ApiFailure;
}

export type HostResult<T> = { data: T } | { error: HostError };

/**
 * The one way to reach the API. The shell implements it (10 s timeout, bearer header, 401 ends
 * the session), so remotes never carry an HTTP client or know where the token lives.
 */
export interface HostClient {
  request<T>(request: HostRequest, options?: { signal?: AbortSignal }): Promise<HostResult<T>>;
}

/** What the shell hands every thunk and query as `extra`: its client, and others' resources. */
export interface HostExtra extends HostClient {
  /**
   * The reader another remote lends for a resource it owns (see resources.ts). The shell loads
   * the owner, injecting its slice, on the first ask; it rejects while the owner cannot load.
   */
  resource<N extends ResourceName>(name: N): Promise<ResourceReader<SharedResources[N]>>;
}

/** The base query of every remote's API slice: it delegates to the host's `request`. */
export const hostBaseQuery: BaseQueryFn<HostRequest, unknown, HostError> = (args, api) =>
  (api.extra as HostClient).request(args, { signal: api.signal });

/** The message to show for a failed call: the server's, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as Partial<HostError> | undefined)?.data?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** The server's per-field messages, keyed like Formik's fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  return (error as Partial<HostError> | undefined)?.data?.fields ?? {};
}

export function errorStatus(error: unknown): number | undefined {
  return (error as Partial<HostError> | undefined)?.status;
}
