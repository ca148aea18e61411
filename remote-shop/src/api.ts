import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery, RESOURCE_NAMES } from 'web-kit';

/**
 * The shop remote's one RTK Query slice; features add endpoints with injectEndpoints. The shell
 * injects it into its store when it first loads this remote.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: hostBaseQuery,
  tagTypes: [...RESOURCE_NAMES, 'Cart'],
  endpoints: () => ({}),
});
