import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery, RESOURCE_NAMES } from 'web-kit';

/**
 * The orders remote's one RTK Query slice; features add endpoints with injectEndpoints. The shell
 * injects it into its store when it first loads this remote.
 */
export const ordersApi = createApi({
  reducerPath: 'ordersApi',
  baseQuery: hostBaseQuery,
  tagTypes: RESOURCE_NAMES,
  endpoints: () => ({}),
});
