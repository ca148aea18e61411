import { buildPath, paths } from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { backofficeApi } from '../../../api';

/** GET /admin/order/{id}/artwork: the order's cards as the printer's PDF, saved under `fileName`. */
export const artworkApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    downloadArtwork: build.mutation<null, { id: string; fileName: string }>({
      queryFn: ({ id, fileName }, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, buildPath(paths.staffOrderArtwork, { id }), fileName),
      // The download is recorded in the audit log.
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useDownloadArtworkMutation } = artworkApi;
