import { paths, type ApiSuccess, type OrganisationLead } from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { teamsApi } from '../../../api';

/** The name the server gives the file too. */
export const INBOX_CSV_FILE = 'contacts.csv';

/**
 * GET /organisation/leads: the contacts visitors sent to members' cards while the policy shared
 * them, newest first; GET /organisation/leads/export: the same as a CSV file, fetched through the
 * host (it carries the bearer token, which a plain link could not) and saved as it arrives.
 */
export const inboxApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<OrganisationLead[], void>({
      query: () => ({ url: paths.organisationLeads }),
      transformResponse: (response: ApiSuccess<OrganisationLead[]>) => response.result,
    }),
    downloadInboxCsv: build.mutation<null, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, paths.organisationLeadsCsv, INBOX_CSV_FILE),
    }),
  }),
});

export const { useGetInboxQuery, useDownloadInboxCsvMutation } = inboxApi;
