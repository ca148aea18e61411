export interface FilePart {
  data: Buffer | string;
  filename?: string;
  contentType?: string;
  /** The form field; `image` unless a test says otherwise. */
  field?: string;
}

/** A multipart/form-data body as a browser would send it: bytes plus the boundary header. */
export async function multipartBody(parts: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const {
    data,
    filename = 'photo.jpg',
    contentType = 'image/jpeg',
    field = 'image',
  } of parts) {
    form.append(field, new Blob([data], { type: contentType }), filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
