import { paths } from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { authApi } from '../../api';

export const personalDataApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /user/export, saved under `fileName`. The archive goes to the browser's download as it
     * arrives, so a Blob never enters the store. No time limit: a large archive takes a while to
     * build. A 401 means what it means anywhere: the session is over.
     */
    exportData: build.mutation<null, string>({
      queryFn: (fileName, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, paths.userExport, fileName),
    }),
    /**
     * DELETE /user/account with the password again. Its 401 answers a mistyped password (issue
     * 13's contract), so the screen, not the host, decides whether the session is over.
     */
    deleteAccount: build.mutation<unknown, { password: string }>({
      query: (body) => ({
        url: paths.userAccount,
        method: 'DELETE',
        body,
        unauthorized: 'error',
      }),
    }),
  }),
});

export const { useExportDataMutation, useDeleteAccountMutation } = personalDataApi;
