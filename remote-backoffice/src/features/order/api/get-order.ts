import { buildPath, paths, type ApiSuccess, type StaffOrderDetail } from 'shared-contracts';
import { backofficeApi } from '../../../api';

/** GET /admin/order/{id}: everything staff need to act on one order. */
export const getOrderApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffOrder: build.query<StaffOrderDetail, string>({
      query: (id) => ({ url: buildPath(paths.staffOrder, { id }) }),
      transformResponse: (response: ApiSuccess<StaffOrderDetail>) => response.result,
      providesTags: (_result, _error, id) => [{ type: 'StaffOrder', id }],
    }),
  }),
});

export const { useGetStaffOrderQuery } = getOrderApi;
