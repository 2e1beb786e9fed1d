import type { Readable } from 'node:stream';
import { fieldMessagesOf, UNKNOWN_FIELD_MESSAGE, uploadFieldsSchema, uploadRefusal, type UploadPurpose, type UploadPurposeParamsWire } from '@publi/contract';
import { uploadAllowance, type UploadAllowance } from '@publi/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { BodyCap, FORM_OVERHEAD_BYTES } from '../http/body-cap.js';
import { sniffContentType } from './sniff-content-type.js';
import type { NewUpload, ReceiveUpload } from './upload.js';

const FILE_FIELD = 'file';
// Enough of a file's start for every signature the sniffer knows.
const HEAD_BYTES = 16;
// The parser's buffers kept at Node's default, so a file refused at its limit was read little past it.
const PARSER_BUFFERS = { highWaterMark: 16 * 1024, fileHwm: 16 * 1024 };

// What a form without `purpose` uploads for (the contract's default, `profile`): the smallest limit.
const DEFAULT_PURPOSE = uploadFieldsSchema.parse({}).purpose;

const LATE_PURPOSE = 'Envie a finalidade (purpose) antes do arquivo no formulário.';
const FORM_TOO_LONG = 'O formulário traz dados demais além do arquivo. Envie só os campos purpose e file.';

type Fields = Record<string, unknown>;

/** How a route learns the file's purpose, at the moment the file begins, and judges the form's text fields. */
interface PurposeRule {
  /** The purpose as far as the route knows it before the form is read: the path's, or the default. */
  readonly before: UploadPurpose;
  /** The purpose a form's fields name so far, if they name a valid one. */
  named(fieldsBefore: Fields): UploadPurpose | undefined;
  atFile(fieldsBefore: Fields): UploadPurpose;
  atEnd(fieldsBefore: Fields, fieldsAfter: Fields): void;
}

// The type a purpose refuses is judged on the file's first bytes, before its size: a 50 MB
// video for a profile is the wrong type, not too large (the contract's `uploadRefusal` order).
function refuseWrongType(purpose: UploadPurpose, head: Buffer): void {
  const contentType = sniffContentType(head) ?? '';
  if (uploadRefusal(purpose, { contentType, size: 0 }) === 'UPLOAD.TYPE_NOT_ALLOWED') throw new AppError('UPLOAD.TYPE_NOT_ALLOWED');
}

/**
 * Reads the file into memory, at most its allowance: past it, the allowance's refusal, with
 * nothing more read. `typeJudged` hears when the type has passed, after which size refuses.
 */
async function readFile(file: Readable & { readonly truncated?: boolean }, purpose: UploadPurpose, allowance: UploadAllowance, typeJudged: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let headJudged = false;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!headJudged && size >= HEAD_BYTES) {
      refuseWrongType(purpose, Buffer.concat(chunks, size));
      headJudged = true;
      typeJudged();
    }
    if (size > allowance.maxBytes) throw new AppError(allowance.pastIt);
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
 * Reads one upload form. The purpose is known when the file begins (from the path, or from the
 * fields sent before it), and so is the file's allowance: the purpose's limit or the room left
 * in the account's quota. The body is read at most that far plus the form's overhead
 * (`BodyCap`): a larger file, or a form stuffed anywhere else, is refused without the rest read.
 */
async function readForm(request: FastifyRequest, roomBytes: number, rule: PurposeRule): Promise<NewUpload> {
  if (!request.isMultipart()) throw new AppError('UPLOAD.FILE_REQUIRED');
  const parts = request.parts(PARSER_BUFFERS)[Symbol.asyncIterator]();
  // The first step pipes the body into the parser, which the cap then counts. Until the file
  // begins, the body may hold what the purpose known so far allows (the parser reads ahead into
  // the file before handing its part over), provisionally: a `purpose` field may still raise it.
  const first = parts.next();
  const formTooLong = () => new AppError('REQUEST.INVALID', { file: FORM_TOO_LONG });
  const cap = new BodyCap(request.raw, uploadAllowance(rule.before, roomBytes).maxBytes + FORM_OVERHEAD_BYTES, formTooLong, { provisional: true });
  const before: Fields = {};
  const after: Fields = {};
  let upload: NewUpload | undefined;
  try {
    for (let next = await cap.race(first); next.done !== true; next = await cap.race(parts.next())) {
      const part = next.value;
      if (part.type === 'field') {
        // A text `file` (a form sent without choosing one) is a missing file, not a strange field.
        if (part.fieldname !== FILE_FIELD) (upload === undefined ? before : after)[part.fieldname] = part.value;
        // A purpose named before the file moves the cap to its allowance, still provisionally.
        const named = upload === undefined && part.fieldname === 'purpose' ? rule.named(before) : undefined;
        if (named !== undefined) cap.allow(uploadAllowance(named, roomBytes).maxBytes + FORM_OVERHEAD_BYTES, formTooLong, { provisional: true });
      } else if (part.fieldname === FILE_FIELD && upload === undefined) {
        const purpose = rule.atFile(before);
        const allowance = uploadAllowance(purpose, roomBytes);
        const bodyCap = allowance.maxBytes + FORM_OVERHEAD_BYTES;
        const pastIt = () => new AppError(allowance.pastIt);
        // Final once the file's type has passed: a wrong type is refused as such, whatever its size.
        cap.allow(bodyCap, pastIt, { provisional: true });
        cap.watch(part.file);
        const typePassed = () => {
          cap.allow(bodyCap, pastIt);
        };
        upload = { purpose, bytes: await readFile(part.file, purpose, allowance, typePassed) };
      } else {
        // Refused as it begins, unread: one file per form, under the name `file`.
        throw new AppError('REQUEST.INVALID', { [part.fieldname]: UNKNOWN_FIELD_MESSAGE });
      }
    }
  } catch (error) {
    throw asRequestError(error);
  }
  rule.atEnd(before, after);
  if (upload === undefined || upload.bytes.length === 0) throw new AppError('UPLOAD.FILE_REQUIRED');
  return upload;
}

function purposeFromFields(fields: Fields): UploadPurpose {
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new AppError('REQUEST.INVALID', fieldMessagesOf(parsed.error.issues));
  return parsed.data.purpose;
}

function refuseAnyField(fields: Fields): void {
  const [name] = Object.keys(fields);
  if (name !== undefined) throw new AppError('REQUEST.INVALID', { [name]: UNKNOWN_FIELD_MESSAGE });
}

/**
 * SPEC's `POST /google-storage` (route layer only: the request is the wire): `purpose` sent
 * before the file (`profile`, the smallest limit, when there is none), then `file`. A purpose
 * sent after the file is refused: the file was already read under another purpose's limit.
 *
 * @throws AppError `UPLOAD.FILE_REQUIRED`, `REQUEST.INVALID` (bad or late fields, a broken
 *   form), `UPLOAD.TYPE_NOT_ALLOWED`, `UPLOAD.TOO_LARGE`, `UPLOAD.QUOTA_EXCEEDED`.
 */
export function uploadFromWire(request: FastifyRequest): ReceiveUpload {
  return (roomBytes) =>
    readForm(request, roomBytes, {
      before: DEFAULT_PURPOSE,
      named: (fields) => uploadFieldsSchema.safeParse(fields).data?.purpose,
      atFile: purposeFromFields,
      atEnd: (before, after) => {
        if ('purpose' in after) throw new AppError('REQUEST.INVALID', { purpose: LATE_PURPOSE });
        purposeFromFields({ ...before, ...after });
      },
    });
}

/**
 * `POST /google-storage/:purpose` (route layer only): the purpose is the path's, known before
 * the body is read; the form holds `file` alone.
 *
 * @throws AppError as {@link uploadFromWire}.
 */
export function uploadForPurposeFromWire(request: FastifyRequest, params: UploadPurposeParamsWire): ReceiveUpload {
  return (roomBytes) =>
    readForm(request, roomBytes, {
      before: params.purpose,
      named: () => params.purpose,
      atFile: (before) => {
        refuseAnyField(before);
        return params.purpose;
      },
      atEnd: (before, after) => {
        refuseAnyField({ ...before, ...after });
      },
    });
}
