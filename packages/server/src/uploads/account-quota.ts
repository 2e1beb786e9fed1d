import { AccountsRepository } from '../accounts/accounts.repository.js';
import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { UploadsRepository } from './uploads.repository.js';

/** What one account may hold in files (`UPLOAD_QUOTA_MB`): 1 GiB unless the server is told otherwise. */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 1024 * 1024 * 1024;

/**
 * The room an account has left under its quota, read before its upload is: the reader stops
 * there (or at the purpose's limit), and an account with none is refused before a byte is read.
 *
 * @throws AppError `UPLOAD.QUOTA_EXCEEDED` when the account has no room left.
 */
export async function roomLeft(db: Queryable, ownerId: number, quotaBytes: number): Promise<number> {
  const room = quotaBytes - (await new UploadsRepository(db).heldBytes(ownerId));
  if (room <= 0) throw new AppError('UPLOAD.QUOTA_EXCEEDED');
  return room;
}

/**
 * Claims `size` bytes of the account's room inside the transaction that records the file. The
 * account's row is locked first, so two uploads finishing at once are counted one after the
 * other and together never pass the quota.
 *
 * @throws AppError `UPLOAD.QUOTA_EXCEEDED` when the file no longer fits.
 */
export async function claimRoom(tx: Queryable, ownerId: number, size: number, quotaBytes: number): Promise<void> {
  await new AccountsRepository(tx).lockById(ownerId);
  const held = await new UploadsRepository(tx).heldBytes(ownerId);
  if (held + size > quotaBytes) throw new AppError('UPLOAD.QUOTA_EXCEEDED');
}
