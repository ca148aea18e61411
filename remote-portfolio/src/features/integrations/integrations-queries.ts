import {
  buildPath,
  paths,
  type ApiSuccess,
  type ApiToken,
  type ApiTokenBody,
  type ContactWebhook,
  type CreatedApiToken,
  type WebhookBody,
  type WebhookDelivery,
} from 'shared-contracts';
import { portfolioApi } from '../../api';

/** The owner's outgoing webhooks and personal API tokens (issue 31). */
export const integrationsQueries = portfolioApi
  .enhanceEndpoints({ addTagTypes: ['Webhooks', 'WebhookDeliveries', 'ApiTokens'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWebhooks: build.query<ContactWebhook[], void>({
        query: () => ({ url: paths.contactWebhooks }),
        transformResponse: (response: ApiSuccess<ContactWebhook[]>) => response.result,
        providesTags: ['Webhooks'],
      }),
      addWebhook: build.mutation<ContactWebhook, WebhookBody>({
        query: (body) => ({ url: paths.contactWebhooks, method: 'POST', body }),
        transformResponse: (response: ApiSuccess<ContactWebhook>) => response.result,
        invalidatesTags: (_result, error) => (error ? [] : ['Webhooks']),
      }),
      deleteWebhook: build.mutation<unknown, string>({
        query: (id) => ({ url: buildPath(paths.contactWebhook, { id }), method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : ['Webhooks']),
      }),
      /** Sent now, within the attempt's own timeout: answers how it went. */
      testWebhook: build.mutation<WebhookDelivery, string>({
        query: (id) => ({ url: buildPath(paths.contactWebhookTest, { id }), method: 'POST' }),
        transformResponse: (response: ApiSuccess<WebhookDelivery>) => response.result,
        invalidatesTags: (_result, _error, id) => [{ type: 'WebhookDeliveries', id }],
      }),
      getDeliveries: build.query<WebhookDelivery[], string>({
        query: (id) => ({ url: buildPath(paths.contactWebhookDeliveries, { id }) }),
        transformResponse: (response: ApiSuccess<WebhookDelivery[]>) => response.result,
        providesTags: (_result, _error, id) => [{ type: 'WebhookDeliveries', id }],
        // Retries land in the log all day: opening it asks again.
        keepUnusedDataFor: 0,
      }),
      getApiTokens: build.query<ApiToken[], void>({
        query: () => ({ url: paths.apiTokens }),
        transformResponse: (response: ApiSuccess<ApiToken[]>) => response.result,
        providesTags: ['ApiTokens'],
        keepUnusedDataFor: 0,
      }),
      /** Answers the token itself, this once: it is never stored in the cache. */
      createApiToken: build.mutation<CreatedApiToken, ApiTokenBody>({
        query: (body) => ({ url: paths.apiTokens, method: 'POST', body }),
        transformResponse: (response: ApiSuccess<CreatedApiToken>) => response.result,
        invalidatesTags: (_result, error) => (error ? [] : ['ApiTokens']),
      }),
      revokeApiToken: build.mutation<unknown, string>({
        query: (id) => ({ url: buildPath(paths.apiToken, { id }), method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : ['ApiTokens']),
      }),
    }),
  });

export const {
  useGetWebhooksQuery,
  useAddWebhookMutation,
  useDeleteWebhookMutation,
  useTestWebhookMutation,
  useGetDeliveriesQuery,
  useGetApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
} = integrationsQueries;
