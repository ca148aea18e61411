import type { FastifyInstance } from 'fastify';
import { API_BASE, buildPath, paths, type ApiSuccess, type HandleLookup } from 'shared-contracts';

/**
 * Whose card a handle opens (api `handles`): the owner and their current handle, `'gone'` when
 * its owner deleted their account, null when no one ever held it.
 */
export interface HandleSource {
  lookup(handle: string): Promise<HandleLookup | 'gone' | null>;
}

/** The look-up asked of the API mounted in this server, when it offers no cache of its own. */
export function injectedHandleSource(app: FastifyInstance): HandleSource {
  return {
    async lookup(handle) {
      const response = await app.inject({
        method: 'GET',
        url: API_BASE + buildPath(paths.handleLookup, { handle }),
      });
      if (response.statusCode === 404) return null;
      if (response.statusCode === 410) return 'gone';
      if (response.statusCode !== 200) throw new Error(`handle look-up: ${response.statusCode}`);
      return (response.json() as ApiSuccess<HandleLookup>).result;
    },
  };
}
