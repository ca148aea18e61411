import {
  buildPath,
  paths,
  type ApiSuccess,
  type FileRef,
  type PortfolioResult,
  type PortfolioService,
} from 'shared-contracts';
import { portfolioApi } from '../../api';

export interface ServiceBody {
  heading: string;
  description: string;
  image: FileRef | null;
}

/**
 * The services page saves in several calls (heading, then each service). None of them reloads
 * the portfolio on its own; the page reloads it once, when all are done.
 */
export const servicesApi = portfolioApi.injectEndpoints({
  endpoints: (build) => ({
    saveServiceHeading: build.mutation<ApiSuccess<PortfolioResult>, string>({
      query: (serviceHeading) => ({
        url: paths.portfolio,
        method: 'PATCH',
        body: { serviceHeading },
      }),
    }),
    createService: build.mutation<PortfolioService, { portfolioId: string; service: ServiceBody }>({
      query: ({ portfolioId, service }) => ({
        url: buildPath(paths.createService, { portfolioId }),
        method: 'POST',
        body: service,
      }),
      transformResponse: (response: ApiSuccess<PortfolioService>) => response.result,
    }),
    updateService: build.mutation<PortfolioService, { id: string; changes: Partial<ServiceBody> }>({
      query: ({ id, changes }) => ({
        url: buildPath(paths.service, { id }),
        method: 'PATCH',
        body: changes,
      }),
      transformResponse: (response: ApiSuccess<PortfolioService>) => response.result,
    }),
    deleteService: build.mutation<{ _id: string }, string>({
      query: (id) => ({ url: buildPath(paths.service, { id }), method: 'DELETE' }),
      transformResponse: (response: ApiSuccess<{ _id: string }>) => response.result,
    }),
  }),
});

export const {
  useSaveServiceHeadingMutation,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
} = servicesApi;
