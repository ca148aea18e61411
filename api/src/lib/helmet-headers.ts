import type { IncomingMessage, ServerResponse } from 'node:http';
import type helmet from 'helmet';

/**
 * The headers a helmet middleware writes, read once from a stand-in response. Headers that are
 * the same on every answer are then set as one object: running helmet's dozen middlewares per
 * request cost the public card a fifth of its throughput.
 */
export function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
