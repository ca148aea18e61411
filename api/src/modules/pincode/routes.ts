import type { FastifyPluginAsync } from 'fastify';
import { isValidPincode, paths, validationMessages, type PincodeResponse } from 'shared-contracts';
import { fieldError } from '../../lib/http-error.js';
import { PINCODE_DOCS } from './docs.js';

/** Answers in the public postal API's shape, so a client written for that one works unchanged. */
const pincodeRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    paths.pincode,
    PINCODE_DOCS,
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
