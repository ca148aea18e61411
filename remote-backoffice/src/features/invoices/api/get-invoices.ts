import {
  paths,
  type ApiSuccess,
  type StaffInvoices,
  type StaffInvoicesQuery,
} from 'shared-contracts';
import { backofficeApi } from '../../../api';

/** GET /admin/invoices: the invoices and credit notes issued from one day to another in India. */
export const getInvoicesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<StaffInvoices, StaffInvoicesQuery>({
      query: ({ from, to }) => ({ url: paths.staffInvoices, params: { from, to } }),
      transformResponse: (response: ApiSuccess<StaffInvoices>) => response.result,
      // A payment issues an invoice and a cancellation a credit note: moves on orders change these.
      providesTags: ['Queue'],
    }),
  }),
});

export const { useGetInvoicesQuery } = getInvoicesApi;
