import { paths, type ApiSuccess, type MembersPage, type MembersQuery } from 'shared-contracts';
import { teamsApi } from '../api';

/**
 * GET /organisation/members?q=&page=: a page of 50 (owners, admins, then members by name), found
 * by part of a name or an e-mail, for its owner and admins. A member's change asks for the pages
 * shown again (tag `Members`): its answer is a message, not the list.
 */
export const membersQueryApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<MembersPage, MembersQuery>({
      // The defaults are left out, as the API reads them so: the first page is the bare path.
      query: ({ q, page }) => ({
        url: paths.organisationMembers,
        params: { q: q || undefined, page: page > 1 ? page : undefined },
      }),
      transformResponse: (response: ApiSuccess<MembersPage>) => response.result,
      providesTags: ['Members'],
    }),
  }),
});

export const { useGetMembersQuery } = membersQueryApi;
