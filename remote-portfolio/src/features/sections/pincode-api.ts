import { buildPath, paths, type PincodeResponse } from 'shared-contracts';
import { portfolioApi } from '../../api';

export const sectionsPincodeApi = portfolioApi.injectEndpoints({
  endpoints: (build) => ({
    lookupPincode: build.query<PincodeResponse, string>({
      query: (code) => ({ url: buildPath(paths.pincode, { code }) }),
    }),
  }),
});

export const { useLazyLookupPincodeQuery } = sectionsPincodeApi;
