import { API_BASE, paths } from 'shared-contracts';
import { createHostRequest } from './http';

/**
 * Asks the API to revoke a token the device has already forgotten. Nothing waits on it and its
 * answer changes nothing: a 401 (the token was already dead) must not end a session someone
 * started since, and a network failure only leaves the token to expire by itself.
 */
export function endSessionOnServer(token: string, base: string = API_BASE): Promise<unknown> {
  const http = createHostRequest({ token: () => token, unauthorized: () => {} }, base);
  return http.request({ url: paths.logout, method: 'POST' });
}
