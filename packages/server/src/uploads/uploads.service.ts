import { randomUUID } from 'node:crypto';
import { uploadRefusal } from '@publi/contract';
import { findUser } from '../accounts/find-user.js';
import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import { claimRoom, DEFAULT_UPLOAD_QUOTA_BYTES, roomLeft } from './account-quota.js';
import type { NewUpload, ReceiveUpload, StoredUpload } from './upload.js';
import { UploadsRepository } from './uploads.repository.js';
import { SNIFFED_TYPES, sniffContentType } from './sniff-content-type.js';

/** What uploads are stored with: the database (or an open transaction, the seed's) and the blob store. */
export interface UploadsDeps {
  readonly db: Queryable;
  readonly blobStore: BlobStorePort;
  /** Bytes one account may hold (`UPLOAD_QUOTA_MB`); a person's upload past it is refused. The seed stores without one. */
  readonly quotaBytes?: number;
}

/** Public files (`POST /google-storage`): who may upload, and storing a file with its record. */
export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  /**
   * A person's upload (`POST /google-storage`). The account it will belong to is checked before
   * `receive` opens the file, so a refused caller's bytes are never read: it must exist (the
   * `uploads` row names it), be active and have room left under its quota. The reader stops at
   * that room or the purpose's limit, and the file is stored as {@link store} says.
   *
   * @param receive - reads the incoming file (the multipart body) with the room left, called once the caller may upload.
   * @throws AppError `USER.NOT_FOUND`, `USER.INACTIVE`, `UPLOAD.QUOTA_EXCEEDED`, `UPLOAD.TYPE_NOT_ALLOWED` or `UPLOAD.TOO_LARGE`.
   */
  async upload(callerUid: string, receive: ReceiveUpload): Promise<StoredUpload> {
    const user = await findUser(this.deps.db, callerUid);
    if (!user.active) throw new AppError('USER.INACTIVE');
    const quotaBytes = this.deps.quotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES;
    const file = await receive(await roomLeft(this.deps.db, user.id, quotaBytes));
    return this.store(user.id, file, quotaBytes);
  }

  /**
   * Stores a file for its owner: its type read from its bytes and judged with the purpose's
   * limits, a server-chosen key `<purpose>/<uuid>.<ext>` (nothing of the client's file name),
   * and a row in `uploads` naming the owner. The row is written in the transaction that stores
   * the file, so a failed store leaves no row (on the seed's transaction, a savepoint).
   *
   * @param ownerId - the owner's account id: checked by {@link upload}, or a creator the seed just made.
   * @param quotaBytes - the owner's quota, claimed in the same transaction; none for the seed's photos.
   * @throws AppError `UPLOAD.TYPE_NOT_ALLOWED`, `UPLOAD.TOO_LARGE` or `UPLOAD.QUOTA_EXCEEDED`.
   */
  async store(ownerId: number, { purpose, bytes }: NewUpload, quotaBytes?: number): Promise<StoredUpload> {
    const contentType = sniffContentType(bytes);
    if (contentType === undefined) throw new AppError('UPLOAD.TYPE_NOT_ALLOWED');
    const refusal = uploadRefusal(purpose, { contentType, size: bytes.length });
    if (refusal !== undefined) throw new AppError(refusal);

    const key = `${purpose}/${randomUUID()}.${SNIFFED_TYPES[contentType]}`;
    return this.deps.db.transaction(async (tx) => {
      if (quotaBytes !== undefined) await claimRoom(tx, ownerId, bytes.length, quotaBytes);
      await new UploadsRepository(tx).insert({ id: key, ownerId, purpose, contentType, size: bytes.length });
      const { url } = await this.deps.blobStore.put(key, bytes, contentType);
      return { url, contentType, size: bytes.length };
    });
  }
}
