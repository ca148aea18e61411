import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  buildPath,
  paths,
  type ApiSuccess,
  type PortfolioResult,
} from 'shared-contracts';

/** The public card as the API keeps it (api `publicCards`), with a version for ETags. */
export interface PublicCardSource {
  get(userId: string): Promise<{ result: PortfolioResult; etag: string } | null>;
  /** Told of every card that changed, so a rendered page is never kept past its owner's save. */
  subscribe?(listener: (userId: string) => void): () => void;
}

/** The card read through the API mounted in this server, when it offers no cache of its own. */
export function injectedCardSource(app: FastifyInstance): PublicCardSource {
  return {
    async get(userId) {
      const response = await app.inject({
        method: 'GET',
        url: API_BASE + buildPath(paths.publicPortfolio, { userId }),
      });
      if (response.statusCode === 404) return null;
      if (response.statusCode !== 200) throw new Error(`portfolio look-up: ${response.statusCode}`);
      const { result } = response.json() as ApiSuccess<PortfolioResult>;
      return { result, etag: createHash('sha256').update(response.body).digest('base64url') };
    },
  };
}
