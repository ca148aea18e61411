import { createAsyncThunk } from '@reduxjs/toolkit';
import { paths, type ApiSuccess, type UploadedFile } from 'shared-contracts';
import type { HostExtra } from '../host/request';

/** Where an image goes: the portfolio's own images (also a card's), or a service's. */
export type UploadTarget = 'portfolio' | 'service';

export interface UploadImageRequest {
  target: UploadTarget;
  file: Blob;
  fileName: string;
  /** From 0 to 1 while the body is sent. */
  onProgress?: (fraction: number) => void;
}

/**
 * Multipart, field `image`, through the host (which sends a FormData body as multipart and
 * reports progress). A thunk rather than an endpoint: web-kit owns no API slice, and every screen
 * that shows the widget (portfolio editor, checkout) lives in a different remote.
 */
export const uploadImage = createAsyncThunk<UploadedFile, UploadImageRequest, { extra: HostExtra }>(
  'upload/image',
  async ({ target, file, fileName, onProgress }, { extra, rejectWithValue, signal }) => {
    const body = new FormData();
    body.append('image', file, fileName);
    const result = await extra.request<ApiSuccess<UploadedFile>>(
      {
        url: target === 'service' ? paths.serviceUpload : paths.portfolioUpload,
        method: 'POST',
        body,
        onUploadProgress: onProgress,
      },
      { signal },
    );
    if ('error' in result) return rejectWithValue(result.error) as never;
    return result.data.result;
  },
);
