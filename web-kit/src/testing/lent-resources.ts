import { createApi } from '@reduxjs/toolkit/query/react';
import {
  paths,
  type AddressBookEntry,
  type ApiSuccess,
  type PortfolioResult,
} from 'shared-contracts';
import { hostBaseQuery } from '../host/request';
import { RESOURCE_NAMES, resourceReader, type ResourceReaders } from '../host/resources';

/**
 * Stand-ins for the owners' slices in a component test of a remote that reads another's resource:
 * the owner's calls (GET /addressbook, GET /portfolio) through the fake host, so the test answers
 * them as the API would, and the tags a `resourceChanged` invalidates. The owners' own slices are
 * tested in their packages.
 */
export const lentResourcesApi = createApi({
  reducerPath: 'lentResourcesApi',
  baseQuery: hostBaseQuery,
  tagTypes: RESOURCE_NAMES,
  endpoints: (build) => ({
    getAddressBook: build.query<AddressBookEntry[], void>({
      query: () => ({ url: paths.addressBook }),
      transformResponse: (response: ApiSuccess<AddressBookEntry[]>) => response.result,
      providesTags: ['AddressBook'],
    }),
    getOwnPortfolio: build.query<PortfolioResult, void>({
      query: () => ({ url: paths.portfolio }),
      transformResponse: (response: ApiSuccess<PortfolioResult>) => response.result,
      providesTags: ['OwnPortfolio'],
    }),
  }),
});

export const lentReaders: Required<ResourceReaders> = {
  AddressBook: resourceReader(lentResourcesApi.endpoints.getAddressBook),
  OwnPortfolio: resourceReader(lentResourcesApi.endpoints.getOwnPortfolio),
};
