import { paths, type ApiSuccess, type Organisation } from 'shared-contracts';
import { errorStatus, resourceChanged } from 'web-kit';
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
 * The person's own card carries their organisation's details (its card template, written by the
 * server when they join or leave, or when the details change): its owner, remote-portfolio, is
 * told to ask for it again.
 */
export const ownCardChanged = (dispatch: (action: ReturnType<typeof resourceChanged>) => unknown) =>
  dispatch(resourceChanged('OwnPortfolio'));

/** What these helpers dispatch, as RTK Query's `onQueryStarted` hands its dispatch over. */
interface Dispatch {
  (action: ReturnType<typeof organisationSaved>): unknown;
  (action: ReturnType<typeof resourceChanged>): unknown;
}

/**
 * A mutation's `onQueryStarted` for a change that answers the person's organisation (a create, a
 * save, a join): the answer takes the cached one's place, with no second GET, and the own card is
 * asked for again. A refusal leaves both alone; the screen that asked shows it.
 */
export async function keepOrganisationAnswer(
  _request: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: Answer<Organisation> }> },
) {
  try {
    const { data } = await queryFulfilled;
    await dispatch(organisationSaved(data.result));
    ownCardChanged(dispatch);
  } catch {
    // Refused: nothing to keep.
  }
}
