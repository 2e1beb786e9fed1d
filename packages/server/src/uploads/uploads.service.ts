import { randomUUID } from 'node:crypto';
import { uploadRefusal } from '@publi/contract';
import { findUser } from '../accounts/find-user.js';
import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { NewUpload, StoredUpload } from './upload.js';
import { UploadsRepository } from './uploads.repository.js';
import { SNIFFED_TYPES, sniffContentType } from './sniff-content-type.js';

/** What uploads are stored with: the database (or an open transaction, the seed's) and the blob store. */
export interface UploadsDeps {
  readonly db: Queryable;
  readonly blobStore: BlobStorePort;
}

/** Public files (`POST /google-storage`): who may upload, and storing a file with its record. */
export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  /**
   * A person's upload (`POST /google-storage`). The account it will belong to is checked before
   * `receive` opens the file, so a refused caller's bytes are never read: it must exist (the
   * `uploads` row names it) and be active. Then the file is stored as {@link store} says.
   *
   * @param receive - reads the incoming file (the multipart body), called once the caller may upload.
   * @throws AppError `USER.NOT_FOUND`, `USER.INACTIVE`, `UPLOAD.TYPE_NOT_ALLOWED` or `UPLOAD.TOO_LARGE`.
   */
  async upload(callerUid: string, receive: () => Promise<NewUpload>): Promise<StoredUpload> {
    const user = await findUser(this.deps.db, callerUid);
    if (!user.active) throw new AppError('USER.INACTIVE');
    return this.store(user.id, await receive());
  }

  /**
   * Stores a file for its owner: its type read from its bytes and judged with the purpose's
   * limits, a server-chosen key `<purpose>/<uuid>.<ext>` (nothing of the client's file name),
   * and a row in `uploads` naming the owner. The row is written in the transaction that stores
   * the file, so a failed store leaves no row (on the seed's transaction, a savepoint).
   *
   * @param ownerId - the owner's account id: checked by {@link upload}, or a creator the seed just made.
   * @throws AppError `UPLOAD.TYPE_NOT_ALLOWED` or `UPLOAD.TOO_LARGE`.
   */
  async store(ownerId: number, { purpose, bytes }: NewUpload): Promise<StoredUpload> {
    const contentType = sniffContentType(bytes);
    if (contentType === undefined) throw new AppError('UPLOAD.TYPE_NOT_ALLOWED');
    const refusal = uploadRefusal(purpose, { contentType, size: bytes.length });
    if (refusal !== undefined) throw new AppError(refusal);

    const key = `${purpose}/${randomUUID()}.${SNIFFED_TYPES[contentType]}`;
    return this.deps.db.transaction(async (tx) => {
      await new UploadsRepository(tx).insert({ id: key, ownerId, purpose, contentType, size: bytes.length });
      const { url } = await this.deps.blobStore.put(key, bytes, contentType);
      return { url, contentType, size: bytes.length };
    });
  }
}
