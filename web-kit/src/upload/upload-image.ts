import { paths, type ApiSuccess, type UploadedFile } from 'shared-contracts';
import type { HostClient } from '../host/request';

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
 * reports progress); a refusal is thrown as the host's error. A call of the host's client rather
 * than an endpoint: web-kit owns no API slice, every screen that shows the widget (portfolio
 * editor, checkout) lives in a different remote, and an upload is nothing to cache.
 */
export async function uploadImage(
  host: HostClient,
  { target, file, fileName, onProgress }: UploadImageRequest,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('image', file, fileName);
  const result = await host.request<ApiSuccess<UploadedFile>>({
    url: target === 'service' ? paths.serviceUpload : paths.portfolioUpload,
    method: 'POST',
    body,
    onUploadProgress: onProgress,
  });
  if ('error' in result) throw result.error;
  return result.data.result;
}
