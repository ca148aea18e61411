import { paths } from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { backofficeApi } from '../../../api';

/**
 * GET /admin/print-batch: one PDF of the cards of every confirmed order not printed yet, saved
 * under `fileName`; those orders then show their artwork as taken.
 */
export const printBatchApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    downloadPrintBatch: build.mutation<null, string>({
      queryFn: (fileName, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, paths.staffPrintBatch, fileName),
      // A refused batch changed nothing; a drawn one marked its orders printed.
      invalidatesTags: (_result, error) => (error ? [] : ['Audit', 'Queue']),
    }),
  }),
});

export const { useDownloadPrintBatchMutation } = printBatchApi;
