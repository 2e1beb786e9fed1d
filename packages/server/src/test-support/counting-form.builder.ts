import { Readable } from 'node:stream';

const BOUNDARY = 'publi-counting-form';
const CHUNK_BYTES = 16 * 1024;

/** A multipart body made on demand, which knows how much of it the server pulled. */
export interface CountingForm {
  /** The body: pass it as the request's payload. */
  readonly stream: Readable;
  readonly headers: { readonly 'content-type': string };
  /** Bytes the server has pulled from the body so far: the client keeps nothing buffered. */
  pulled(): number;
}

/** The form's text fields (sent first, in order) and a file of `fileBytes` starting with `head`. */
export interface CountingFormParts {
  readonly fields?: readonly { readonly name: string; readonly value: string }[];
  readonly head: Uint8Array;
  readonly fileBytes: number;
  /** Text fields sent after the file. */
  readonly fieldsAfter?: readonly { readonly name: string; readonly value: string }[];
}

/**
 * A client that sends a large form only as fast as the server reads it: each chunk is made when
 * the server pulls it, and counted. A server that stops reading leaves the rest unsent, so
 * `pulled()` is an upper bound on what the server consumed before it answered.
 */
export function aCountingForm({ fields = [], head, fileBytes, fieldsAfter = [] }: CountingFormParts): CountingForm {
  const field = ({ name, value }: { name: string; value: string }) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const opening = Buffer.from(`${fields.map(field).join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="grande.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const closing = Buffer.from(`\r\n${fieldsAfter.map(field).join('')}--${BOUNDARY}--\r\n`);
  const fileStart = Buffer.from(head);
  let fileSent = 0;
  let pulled = 0;
  let openingSent = 0;
  let stage: 'opening' | 'file' | 'closing' | 'done' = 'opening';
  const stream = new Readable({
    // Nothing held on the client's side: every byte counted is one the server asked for.
    highWaterMark: 0,
    read() {
      const chunk = nextChunk();
      if (chunk === null) {
        this.push(null);
        return;
      }
      pulled += chunk.length;
      this.push(chunk);
    },
  });
  function nextChunk(): Buffer | null {
    switch (stage) {
      case 'opening': {
        const chunk = opening.subarray(openingSent, openingSent + CHUNK_BYTES);
        openingSent += chunk.length;
        if (openingSent >= opening.length) stage = 'file';
        return chunk;
      }
      case 'file': {
        const size = Math.min(CHUNK_BYTES, fileBytes - fileSent);
        const chunk = Buffer.alloc(size);
        // The file's first bytes are its signature; the rest are zeros.
        if (fileSent < fileStart.length) fileStart.copy(chunk, 0, fileSent);
        fileSent += size;
        if (fileSent >= fileBytes) stage = 'closing';
        return chunk;
      }
      case 'closing':
        stage = 'done';
        return closing;
      case 'done':
        return null;
    }
  }
  return { stream, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, pulled: () => pulled };
}

/** A PNG's 8-byte signature and the start of its header chunk: enough for the server to call the bytes a PNG. */
export const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
