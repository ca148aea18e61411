import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE } from 'shared-contracts';

export type Injector = Pick<FastifyInstance, 'inject' | 'log'>;

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The demo data is made through the API itself, so it passes the same validation and workflows
 * as anyone's. `call` asks a route; `expect` reads its result or stops the seeding, naming the step.
 */
export function apiCaller(app: Injector) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    path: string,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      // A path the API itself gave (a payment page's) already starts with the API's base.
      url: path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`,
      headers: {
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      ...(options.body !== undefined && { payload: options.body as string }),
    });
  const expect = <T = unknown>(res: LightMyRequestResponse, status: number, step: string): T => {
    if (res.statusCode !== status) {
      throw new Error(`demo data: ${step} answered ${res.statusCode} ${res.body}`);
    }
    return (res.json() as { result: T }).result;
  };
  return { call, expect };
}
