import { paths, type ApiSuccess, type UploadedFile } from 'shared-contracts';
import { portfolioApi } from '../../api';

/** Where an image goes: the portfolio's own images, or a service's. */
export type UploadTarget = 'portfolio' | 'service';

export interface UploadImageRequest {
  target: UploadTarget;
  file: Blob;
  fileName: string;
  /** From 0 to 1 while the body is sent. */
  onProgress?: (fraction: number) => void;
}

export const uploadApi = portfolioApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart, field `image`: the host sends a FormData body as multipart and reports progress. */
    uploadImage: build.mutation<UploadedFile, UploadImageRequest>({
      query: ({ target, file, fileName, onProgress }) => {
        const body = new FormData();
        body.append('image', file, fileName);
        return {
          url: target === 'service' ? paths.serviceUpload : paths.portfolioUpload,
          method: 'POST',
          body,
          onUploadProgress: onProgress,
        };
      },
      transformResponse: (response: ApiSuccess<UploadedFile>) => response.result,
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
