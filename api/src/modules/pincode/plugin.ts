import fp from 'fastify-plugin';
import type { PostOffice } from 'shared-contracts';
import { loadPincodeDataset, type PincodeDataset } from './dataset.js';

export interface Pincodes {
  lookup(pincode: string): Promise<PostOffice[]>;
  /** District and state of a known pincode, or null: what address forms are filled with. */
  place(pincode: string): Promise<{ district: string; state: string } | null>;
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
      async place(pincode: string) {
        const [office] = await lookup(pincode);
        return office ? { district: office.District, state: office.State } : null;
      },
    } satisfies Pincodes);
  },
  { name: 'pincodes' },
);
