import { paths } from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { backofficeApi } from '../../../api';

/** GET /admin/invoices/gstr1?month=YYYY-MM: the month's GSTR-1 sections, saved as a CSV file. */
export const gstr1Api = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    downloadGstr1: build.mutation<null, string>({
      queryFn: (month, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          { url: paths.staffGstr1Csv, params: { month } },
          gstr1FileName(month),
        ),
    }),
  }),
});

/** The name the server gives the file too. */
export const gstr1FileName = (month: string) => `gstr1-${month}.csv`;

export const { useDownloadGstr1Mutation } = gstr1Api;
