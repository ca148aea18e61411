import fp from 'fastify-plugin';
import { portfolioErrors, type PostOffice } from 'shared-contracts';
import { fieldError } from '../../lib/http-error.js';
import { loadPincodeDataset, type PincodeDataset } from './dataset.js';

export interface Pincodes {
  lookup(pincode: string): Promise<PostOffice[]>;
  /**
   * District and state of the pincode a form sent, what its address is filled with whatever the
   * client said; an unknown pincode is a 400 on `field`.
   */
  requirePlace(pincode: string, field: string): Promise<{ district: string; state: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pincodes: Pincodes;
  }
}

export default fp(
  async (app) => {
    // Loaded on first use: most test apps never look a pincode up.
    let dataset: Promise<PincodeDataset> | undefined;
    const lookup = async (pincode: string) =>
      (await (dataset ??= loadPincodeDataset())).lookup(pincode);

    app.decorate('pincodes', {
      lookup,
      async requirePlace(pincode: string, field: string) {
        const [office] = await lookup(pincode);
        if (!office) throw fieldError(400, field, portfolioErrors.pincodeUnknown);
        return { district: office.District, state: office.State };
      },
    } satisfies Pincodes);
  },
  { name: 'pincodes' },
);
