import type { Readable } from 'node:stream';
import { fieldMessagesOf, MAX_UPLOAD_BYTES, UPLOAD_LIMITS, UPLOAD_PURPOSES, uploadFieldsSchema, uploadRefusal, type UploadPurpose } from '@publi/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { sniffContentType } from './sniff-content-type.js';
import type { NewUpload } from './upload.js';

const FILE_FIELD = 'file';
// Enough of a file's start for every signature the sniffer knows.
const HEAD_BYTES = 16;

const isPurpose = (value: unknown): value is UploadPurpose => UPLOAD_PURPOSES.some((purpose) => purpose === value);

// The type a purpose refuses is judged on the file's first bytes, before its size: a 50 MB
// video for a profile is the wrong type, not too large (the contract's `uploadRefusal` order).
function refuseWrongType(purpose: UploadPurpose, head: Buffer): void {
  const contentType = sniffContentType(head) ?? '';
  if (uploadRefusal(purpose, { contentType, size: 0 }) === 'UPLOAD.TYPE_NOT_ALLOWED') throw new AppError('UPLOAD.TYPE_NOT_ALLOWED');
}

/**
 * Reads the file into memory, stopping as soon as it passes its limit. When the form sent
 * `purpose` before the file, that purpose's type and size apply while streaming; otherwise
 * the widest limit does and the purpose is judged once the form is read.
 */
async function readFile(file: Readable & { readonly truncated?: boolean }, purpose: UploadPurpose | undefined): Promise<Buffer> {
  const limit = purpose === undefined ? MAX_UPLOAD_BYTES : UPLOAD_LIMITS[purpose].maxBytes;
  const chunks: Buffer[] = [];
  let size = 0;
  let headJudged = purpose === undefined;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!headJudged && purpose !== undefined && size >= HEAD_BYTES) {
      refuseWrongType(purpose, Buffer.concat(chunks, size));
      headJudged = true;
    }
    if (size > limit) throw new AppError('UPLOAD.TOO_LARGE');
  }
  // Past the multipart plugin's own limit the stream ends early instead of overflowing.
  if (file.truncated === true) throw new AppError('UPLOAD.TOO_LARGE');
  return Buffer.concat(chunks, size);
}

// Our refusals and the multipart plugin's limits (FST_* codes, mapped by the error handler)
// pass through; anything else the parser throws (a form cut short, no boundary) is the
// client's malformed request, not a server fault.
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && error.code.startsWith('FST_')) return error;
  return new AppError('REQUEST.INVALID', { file: 'O formulário enviado está incompleto ou malformado. Envie o arquivo de novo.' });
}

/**
 * Reads `POST /google-storage`'s multipart form into the file to store (route layer only: the
 * request is the wire): the `file` part and the text fields, which
 * are checked with the contract's `uploadFieldsSchema` (`purpose`, `profile` by default;
 * any other field is refused by name).
 *
 * @throws AppError `UPLOAD.FILE_REQUIRED` when there is no file (or not a multipart form),
 *   `REQUEST.INVALID` for bad fields, `UPLOAD.TYPE_NOT_ALLOWED` or `UPLOAD.TOO_LARGE` when
 *   the purpose is known while streaming.
 */
export async function uploadFromWire(request: FastifyRequest): Promise<NewUpload> {
  if (!request.isMultipart()) throw new AppError('UPLOAD.FILE_REQUIRED');
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // A text `file` (a form sent without choosing one) is a missing file, not a strange field.
        if (part.fieldname !== FILE_FIELD) fields[part.fieldname] = part.value;
      } else if (part.fieldname === FILE_FIELD && bytes === undefined) {
        bytes = await readFile(part.file, isPurpose(fields['purpose']) ? fields['purpose'] : undefined);
      } else {
        part.file.resume();
        fields[part.fieldname] = part.filename;
      }
    }
  } catch (error) {
    throw asRequestError(error);
  }
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new AppError('REQUEST.INVALID', fieldMessagesOf(parsed.error.issues));
  if (bytes === undefined || bytes.length === 0) throw new AppError('UPLOAD.FILE_REQUIRED');
  return { purpose: parsed.data.purpose, bytes };
}
