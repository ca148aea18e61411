import type { UploadedFile } from 'shared-contracts';
import type { TestApp } from './app.js';
import { jpeg } from './images.js';
import { multipartBody, type FilePart } from './multipart.js';

export const PORTFOLIO_UPLOAD = '/portfolio/upload';
export const SERVICE_UPLOAD = '/portfolio-service/upload';

/** POST a form with the given parts (none: an empty form) to an upload endpoint. */
export async function upload(
  t: TestApp,
  token: string | undefined,
  parts: FilePart[],
  path = PORTFOLIO_UPLOAD,
) {
  const { payload, headers } = await multipartBody(parts);
  return t.call('POST', path, { ...(token && { token }), body: payload, headers });
}

/** An upload that must succeed: its file object, to put in a portfolio. */
export async function uploaded(
  t: TestApp,
  token: string,
  part: Partial<FilePart> = {},
  path = PORTFOLIO_UPLOAD,
): Promise<UploadedFile> {
  const res = await upload(
    t,
    token,
    [{ ...part, data: part.data ?? (await jpeg(200, 200)) }],
    path,
  );
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().result;
}

/** GET /file?key=... */
export const fetchFile = (t: TestApp, key: string, headers: Record<string, string> = {}) =>
  t.call('GET', `/file?key=${encodeURIComponent(key)}`, { headers });
