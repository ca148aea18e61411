import { paths, type ApiSuccess, type LanguageUpdateRequest } from 'shared-contracts';
import { authApi } from '../../api';

export const languageApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /user/language: the profile keeps the language, for the app, its e-mails and messages. */
    saveLanguage: build.mutation<ApiSuccess<unknown>, LanguageUpdateRequest>({
      query: (body) => ({ url: paths.userLanguage, method: 'PUT', body }),
    }),
  }),
});

export const { useSaveLanguageMutation } = languageApi;
