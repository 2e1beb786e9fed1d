import { randomUUID } from 'node:crypto';
import { uploadRefusal } from '@publi/contract';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { Queryable } from '../db/database.js';
import { uploads } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { UploadForm } from './read-upload-form.js';
import { SNIFFED_TYPES, sniffContentType } from './sniff-content-type.js';

/** A file once stored: where it is served from, and what its bytes said it is. */
export interface StoredUpload {
  readonly url: string;
  readonly contentType: string;
  /** Bytes. */
  readonly size: number;
}

/**
 * Stores an uploaded file for its owner (`POST /google-storage`): its type read from its
 * bytes and judged with the purpose's limits, a server-chosen key `<purpose>/<uuid>.<ext>`
 * (nothing of the client's file name), and a row in `uploads` naming the owner. The row is
 * written in the transaction that stores the file, so a failed store leaves no row.
 *
 * @param deps - `db` may be an open transaction (the seed's), where the row's write becomes a savepoint.
 * @param ownerId - the caller's account id, already checked to be active.
 * @throws AppError `UPLOAD.TYPE_NOT_ALLOWED` or `UPLOAD.TOO_LARGE`.
 */
export async function storeUpload(
  deps: { readonly db: Queryable; readonly blobStore: BlobStorePort },
  ownerId: number,
  { purpose, bytes }: UploadForm,
): Promise<StoredUpload> {
  const contentType = sniffContentType(bytes);
  if (contentType === undefined) throw new AppError('UPLOAD.TYPE_NOT_ALLOWED');
  const refusal = uploadRefusal(purpose, { contentType, size: bytes.length });
  if (refusal !== undefined) throw new AppError(refusal);

  const key = `${purpose}/${randomUUID()}.${SNIFFED_TYPES[contentType]}`;
  return deps.db.transaction(async (tx) => {
    await tx.insert(uploads).values({ id: key, ownerId, purpose, contentType, size: bytes.length });
    const { url } = await deps.blobStore.put(key, bytes, contentType);
    return { url, contentType, size: bytes.length };
  });
}
