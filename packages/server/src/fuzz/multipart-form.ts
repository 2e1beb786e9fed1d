/** One part of a form: a text field, or a file with the name and type the client claims. */
export type FormPart =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly bytes: Uint8Array; readonly filename: string; readonly contentType: string };

/** The boundary the fuzz's forms use. */
export const FORM_BOUNDARY = 'publi-fuzz-boundary';

/**
 * Encodes `parts` by hand, byte for byte: unlike `FormData`, it writes a file name as given (a
 * quote, a line break, a NUL), which is what a hostile client sends.
 */
export function encodeForm(parts: readonly FormPart[], boundary = FORM_BOUNDARY): Buffer {
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    return [Buffer.from(head, 'utf8'), 'value' in part ? Buffer.from(part.value, 'utf8') : Buffer.from(part.bytes), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}
