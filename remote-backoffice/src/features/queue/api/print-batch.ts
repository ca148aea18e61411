import { paths } from 'shared-contracts';
import { backofficeApi } from '../../../api';
import { downloadFile } from '../../../shared/download';

/** GET /admin/print-batch: one PDF of every confirmed order's cards, saved under `fileName`. */
export const printBatchApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    downloadPrintBatch: build.mutation<null, string>({
      queryFn: (fileName, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, paths.staffPrintBatch, fileName),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useDownloadPrintBatchMutation } = printBatchApi;
