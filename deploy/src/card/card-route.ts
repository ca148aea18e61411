import type { GatewayPort } from 'api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isId } from 'shared-contracts';
import { cardServer, type CardServerOptions } from './card-server.js';
import { handleRoute } from './handle-route.js';

export interface CardRouteOptions extends CardServerOptions {
  /** Whose card a personal link opens. */
  handles: GatewayPort['handles'];
  /** The app's own page for this path: what is served when the card cannot be rendered here. */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/**
 * The public card in the HTML, readable with no JavaScript at all, at `/portfolio/{userId}` and at
 * the personal link `/@{handle}` (handle-route.ts); the page itself is card-server.ts's.
 */
export async function cardRoute(app: FastifyInstance, options: CardRouteOptions) {
  const { fallback, handles } = options;
  const server = cardServer(app, options);

  app.get<{ Params: { userId: string } }>(
    '/portfolio/:userId',
    server.routeOptions,
    async (request, reply) => {
      const { userId } = request.params;
      if (!isId(userId)) return server.notFound(request, reply);
      return server.serveCard(request, reply, userId, () => fallback(request, reply));
    },
  );
  await handleRoute(app, { handles, server });
}
