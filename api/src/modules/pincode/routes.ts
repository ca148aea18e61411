import type { FastifyPluginAsync } from 'fastify';
import { isValidPincode, paths, validationMessages, type PincodeResponse } from 'shared-contracts';
import { fieldError } from '../../lib/http-error.js';
import { documented } from '../../openapi/documented.js';

const DOCS = documented({
  summary: 'Look up a pincode: its post offices, district and state',
  description: "Answers in the public postal API's shape: `[{ Status, Message, PostOffice }]`.",
  tags: ['pincode'],
  params: { code: 'A six-digit Indian pincode' },
  responses: {
    200: 'Found (`Status: Success`) or not (`Status: Error`)',
    400: 'Not a six-digit pincode',
  },
});

/** Answers in the public postal API's shape, so a client written for that one works unchanged. */
const pincodeRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    paths.pincode,
    DOCS,
    async (request, reply): Promise<PincodeResponse> => {
      const { code } = request.params;
      if (!isValidPincode(code))
        throw fieldError(400, 'pincode', validationMessages.pincodeInvalid);
      const offices = await app.pincodes.lookup(code);
      reply.header('cache-control', 'public, max-age=86400');
      return offices.length > 0
        ? [
            {
              Message: `Number of pincode(s) found:${offices.length}`,
              Status: 'Success',
              PostOffice: offices,
            },
          ]
        : [{ Message: 'No records found', Status: 'Error', PostOffice: null }];
    },
  );
};

export default pincodeRoutes;
