import { buildPath, paths, type PincodeResponse } from 'shared-contracts';
import { authApi } from '../../api';

export const pincodeApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    lookupPincode: build.query<PincodeResponse, string>({
      query: (code) => ({ url: buildPath(paths.pincode, { code }) }),
    }),
  }),
});

export const { useLazyLookupPincodeQuery } = pincodeApi;
