import fp from 'fastify-plugin';
import { inProcessFetch } from '../../lib/in-process-fetch.js';
import { RazorpayClient } from './razorpay-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Razorpay's Payment Links API, or the built-in emulator when no keys are set. */
    razorpay: RazorpayClient;
  }
}

/**
 * One Razorpay client for the API. Against the emulator it is the very same client; its requests
 * go to the emulator inside this server (see inProcessFetch) instead of over the network.
 */
export default fp(
  async (app) => {
    const { mode, keyId, keySecret, apiUrl } = app.config.razorpay;
    app.decorate(
      'razorpay',
      new RazorpayClient({
        keyId,
        keySecret,
        baseUrl: apiUrl,
        ...(mode === 'emulator' && { fetch: inProcessFetch(app), retryDelayMs: 10 }),
      }),
    );
  },
  { name: 'payments', dependencies: ['config'] },
);
