import {
  buildPath,
  paths,
  type AddressBookEntry,
  type AddressBookEntryRequest,
  type ApiSuccess,
} from 'shared-contracts';
import { resourceReader } from 'web-kit';
import { authApi } from '../../api';

/** What Save sends: the entry's id (when it has one) decides between creating and updating. */
export interface SaveAddressRequest {
  id?: string;
  body: AddressBookEntryRequest;
}

export const addressBookApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    getAddressBook: build.query<AddressBookEntry[], void>({
      query: () => ({ url: paths.addressBook }),
      transformResponse: (response: ApiSuccess<AddressBookEntry[]>) => response.result,
      providesTags: ['AddressBook'],
    }),
    saveAddress: build.mutation<ApiSuccess<AddressBookEntry>, SaveAddressRequest>({
      query: ({ id, body }) =>
        id
          ? { url: buildPath(paths.addressBookEntry, { id }), method: 'PATCH', body }
          : { url: paths.addressBook, method: 'POST', body },
      invalidatesTags: (result) => (result ? ['AddressBook'] : []),
      // The answer is the person's address data at once; the refetch the tag asks for confirms it.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        let saved: AddressBookEntry;
        try {
          saved = (await queryFulfilled).data.result;
        } catch {
          return; // the screen reports the failure
        }
        dispatch(
          addressBookApi.util.updateQueryData('getAddressBook', undefined, (entries) => {
            const others = entries
              .filter((entry) => entry._id !== saved._id)
              .map((entry) => (saved.default ? { ...entry, default: false } : entry));
            const index = entries.findIndex((entry) => entry._id === saved._id);
            if (index < 0) return [...others, saved];
            others.splice(index, 0, saved);
            return others;
          }),
        );
      },
    }),
  }),
});

export const { useGetAddressBookQuery, useSaveAddressMutation } = addressBookApi;

/** The address book is this remote's: other remotes (the shop's cart and review) read it here. */
export const addressBookReader = resourceReader(addressBookApi.endpoints.getAddressBook);
