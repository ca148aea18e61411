import { paths, type ApiSuccess, type AuditPage } from 'shared-contracts';
import { backofficeApi } from '../../../api';

/** GET /admin/audit: a page of the log, newest first. */
export const getAuditApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, number>({
      query: (page) => ({ url: paths.staffAudit, params: { page } }),
      transformResponse: (response: ApiSuccess<AuditPage>) => response.result,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = getAuditApi;
