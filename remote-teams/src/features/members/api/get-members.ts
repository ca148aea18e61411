import { paths, type ApiSuccess, type OrganisationMember } from 'shared-contracts';
import { teamsApi } from '../../../api';

/** GET /organisation/members: who is in the organisation, for its owner and admins. */
export const membersQueryApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<OrganisationMember[], void>({
      query: () => ({ url: paths.organisationMembers }),
      transformResponse: (response: ApiSuccess<OrganisationMember[]>) => response.result,
      providesTags: ['Members'],
    }),
  }),
});

export const { useGetMembersQuery } = membersQueryApi;

/** The members a change answered, as they now are, in the cached list's place. */
export const membersSaved = (members: OrganisationMember[]) =>
  membersQueryApi.util.upsertQueryData('getMembers', undefined, members);
