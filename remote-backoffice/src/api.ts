import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery, RESOURCE_NAMES } from 'web-kit';

/**
 * The back office's one RTK Query slice; features add endpoints with injectEndpoints. The shell
 * injects it into its store when a staff member first opens the console. `Queue` and `Audit` are
 * invalidated by every move on an order (the counts and the log change); an order's own detail is
 * replaced by the move's answer, never asked for again. `AdminProduct` and `AdminCategory` are the
 * catalogue's lists, asked for again after each change of a product or category.
 */
export const backofficeApi = createApi({
  reducerPath: 'backofficeApi',
  baseQuery: hostBaseQuery,
  tagTypes: [...RESOURCE_NAMES, 'Queue', 'Audit', 'StaffOrder', 'AdminProduct', 'AdminCategory'],
  endpoints: () => ({}),
});
