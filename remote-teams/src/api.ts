import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery, RESOURCE_NAMES } from 'web-kit';

/**
 * The teams remote's one RTK Query slice; features add endpoints with injectEndpoints. The shell
 * injects it into its store when a person first opens `/teams` or `/join`. `Organisation` is the
 * person's organisation (a save or a join writes its answer into the cache instead), `Members`
 * and `Invitations` its lists, asked for again after each change of them; `CardOrders` the bulk
 * orders, asked for again after one is placed, and `Designs` the shop's products to print them as.
 */
export const teamsApi = createApi({
  reducerPath: 'teamsApi',
  baseQuery: hostBaseQuery,
  tagTypes: [...RESOURCE_NAMES, 'Organisation', 'Members', 'Invitations', 'CardOrders', 'Designs'],
  endpoints: () => ({}),
});
