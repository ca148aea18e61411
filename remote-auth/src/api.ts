import { createApi } from '@reduxjs/toolkit/query/react';
import { hostBaseQuery, RESOURCE_NAMES } from 'web-kit';

/**
 * The auth remote's one RTK Query slice. Each feature adds its endpoints with injectEndpoints;
 * the shell injects this slice into its store when it first loads the remote.
 */
export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: hostBaseQuery,
  tagTypes: [...RESOURCE_NAMES, 'NfcCards'],
  endpoints: () => ({}),
});
