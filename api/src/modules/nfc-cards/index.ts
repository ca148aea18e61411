import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import nfcCardRoutes from './routes.js';

/** The NFC cards' own life (issue 13): their owners list them and switch them off and on. */
const nfcCards: FastifyPluginAsync = async (app) => {
  await app.register(
    fp(
      async (scope) => {
        scope.addHook('onRequest', scope.authenticate);
        await scope.register(nfcCardRoutes);
      },
      { encapsulate: true, name: 'nfc-cards-user' },
    ),
  );
};

export default nfcCards;
