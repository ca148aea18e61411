import { paths, type ApiSuccess, type Organisation } from 'shared-contracts';
import { errorStatus } from 'web-kit';
import { teamsApi } from '../api';
import type { Answer } from './answer';

/**
 * GET /organisation: the person's organisation and their role in it. Every screen of the remote
 * reads it (the role decides what is offered), so it lives here rather than in one feature; a
 * create, a save or a join puts its answer in its place (`organisationSaved`).
 */
export const organisationApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganisation: build.query<Organisation, void>({
      query: () => ({ url: paths.organisation }),
      transformResponse: (response: ApiSuccess<Organisation>) => response.result,
      providesTags: ['Organisation'],
    }),
  }),
});

export const { useGetOrganisationQuery } = organisationApi;

/** The organisation the server answered a change with, as the one everyone reads. */
export const organisationSaved = (organisation: Organisation) =>
  organisationApi.util.upsertQueryData('getOrganisation', undefined, organisation);

/** GET /organisation's 404: the person is in no organisation (yet, or any more). */
export const isInNone = (error: unknown) => errorStatus(error) === 404;

export const canRun = (organisation: Pick<Organisation, 'role'>) => organisation.role !== 'member';

/**
 * A mutation's `onQueryStarted` for a change that answers the person's organisation (a create, a
 * save, a join): the answer takes the cached one's place, with no second GET. A refusal leaves
 * the cache alone; the screen that asked shows it.
 */
export async function keepOrganisationAnswer(
  _request: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof organisationSaved>) => unknown;
    queryFulfilled: Promise<{ data: Answer<Organisation> }>;
  },
) {
  try {
    const { data } = await queryFulfilled;
    await dispatch(organisationSaved(data.result));
  } catch {
    // Refused: nothing to keep.
  }
}
