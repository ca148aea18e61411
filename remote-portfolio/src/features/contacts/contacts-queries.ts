import {
  buildPath,
  CONTACTS_CSV_NAME,
  CONTACTS_VCARD_NAME,
  paths,
  type ApiSuccess,
  type Contact,
  type ContactForm,
  type ContactSource,
  type NewContact,
} from 'shared-contracts';
import { downloadFile } from 'web-kit';
import { portfolioApi } from '../../api';

/** The list's filters, as GET /portfolio/leads takes them; a blank one is left out. */
export interface ContactFilters {
  q?: string;
  tag?: string;
  event?: string;
  source?: ContactSource;
}

const params = (filters: ContactFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value));

/** The owner's contacts (issue 31): listed, searched, added, changed, deleted and exported. */
export const contactsQueries = portfolioApi
  .enhanceEndpoints({ addTagTypes: ['Contacts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getContacts: build.query<Contact[], ContactFilters>({
        query: (filters) => ({ url: paths.portfolioLeads, params: params(filters) }),
        transformResponse: (response: ApiSuccess<Contact[]>) => response.result,
        providesTags: ['Contacts'],
        // A visitor may share their details at any moment: opening the screen asks again.
        keepUnusedDataFor: 0,
      }),
      getContact: build.query<Contact, string>({
        query: (id) => ({ url: buildPath(paths.portfolioLead, { id }) }),
        transformResponse: (response: ApiSuccess<Contact>) => response.result,
        providesTags: (_result, _error, id) => [{ type: 'Contacts', id }],
        keepUnusedDataFor: 0,
      }),
      addContact: build.mutation<Contact, NewContact>({
        query: (body) => ({ url: paths.portfolioLeads, method: 'POST', body }),
        transformResponse: (response: ApiSuccess<Contact>) => response.result,
        invalidatesTags: ['Contacts'],
      }),
      /** The whole form: a field left blank is cleared. */
      updateContact: build.mutation<Contact, { id: string; form: ContactForm }>({
        query: ({ id, form }) => ({
          url: buildPath(paths.portfolioLead, { id }),
          method: 'PUT',
          body: form,
        }),
        transformResponse: (response: ApiSuccess<Contact>) => response.result,
        invalidatesTags: ['Contacts'],
      }),
      deleteContact: build.mutation<unknown, string>({
        query: (id) => ({ url: buildPath(paths.portfolioLead, { id }), method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : ['Contacts']),
      }),
      /** Every contact as the API writes them (Google Contacts' CSV, or one vCard file), saved. */
      exportContacts: build.mutation<null, 'csv' | 'vcf'>({
        queryFn: (format, _api, _extra, baseQuery) =>
          downloadFile(
            baseQuery,
            { url: paths.portfolioLeadsExport, params: { format } },
            format === 'csv' ? CONTACTS_CSV_NAME : CONTACTS_VCARD_NAME,
          ),
      }),
    }),
  });

export const {
  useGetContactsQuery,
  useGetContactQuery,
  useAddContactMutation,
  useUpdateContactMutation,
  useDeleteContactMutation,
  useExportContactsMutation,
} = contactsQueries;
