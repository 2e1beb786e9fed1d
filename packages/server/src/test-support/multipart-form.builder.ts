/** One part of a multipart form: a text field, or a file with the name and type the client claims. */
export type FormPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly file: Uint8Array; readonly filename: string; readonly contentType?: string };

/** A multipart body as `app.inject` takes it, with its boundary in the content type. */
export interface MultipartForm {
  readonly payload: Buffer;
  readonly headers: { readonly 'content-type': string };
}

/**
 * Encodes `parts`, in order, as a browser would send a form (the platform's own FormData
 * encoder, so the boundary and headers are what real clients produce).
 */
export async function aMultipartForm(parts: readonly FormPart[]): Promise<MultipartForm> {
  const form = new FormData();
  // A copy: the DOM typings (the adapters' tests) take only an ArrayBuffer-backed view as a Blob part.
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.file)], { type: part.contentType ?? 'application/octet-stream' }), part.filename);
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (contentType === null) throw new Error('aMultipartForm: the encoder gave no content type');
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': contentType } };
}
