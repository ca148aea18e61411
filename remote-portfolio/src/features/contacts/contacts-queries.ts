import {
  buildPath,
  CONTACTS_CSV_NAME,
  CONTACTS_VCARD_NAME,
  paths,
  type ApiSuccess,
  type Contact,
  type ContactForm,
  type ContactSource,
  type HandleLookup,
  type NewContact,
} from 'shared-contracts';
import { downloadFile, type HostError } from 'web-kit';
import { portfolioApi } from '../../api';
import type { CardLink } from './card-link';

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
      /**
       * The vCard of a Tapfolio card someone showed as a QR: the card's own Save Contact file
       * (its owner's name, work, phones, e-mails and links), its handle looked up first.
       */
      readCardVCard: build.mutation<string, CardLink>({
        queryFn: async (link, _api, _extra, baseQuery) => {
          let userId = 'userId' in link ? link.userId : '';
          if ('handle' in link) {
            const found = await baseQuery({ url: buildPath(paths.handleLookup, link) });
            if (found.error) return { error: found.error as HostError };
            userId = (found.data as ApiSuccess<HandleLookup>).result.userId;
          }
          const vcard = await baseQuery({
            url: buildPath(paths.publicPortfolioVCard, { userId }),
            responseType: 'blob',
          });
          if (vcard.error) return { error: vcard.error as HostError };
          return { data: await (vcard.data as Blob).text() };
        },
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
  useReadCardVCardMutation,
} = contactsQueries;
