import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery, RESOURCE_NAMES } from 'web-kit';

/**
 * The portfolio remote's one RTK Query slice; features add endpoints with injectEndpoints. The
 * shell injects it into its store when it first loads this remote.
 */
export const portfolioApi = createApi({
  reducerPath: 'portfolioApi',
  baseQuery: hostBaseQuery,
  tagTypes: [...RESOURCE_NAMES, 'PublicPortfolio'],
  endpoints: () => ({}),
});
