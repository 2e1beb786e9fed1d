import { UPLOAD_LIMITS, type UploadPurpose } from './upload-limits.js';

/** How far an incoming file may be read, and why it is refused once it goes past that. */
export interface UploadAllowance {
  /** The most bytes the file may have: its purpose's limit, or less when the account has less room left. */
  readonly maxBytes: number;
  /** The refusal for a file past `maxBytes`: the account's quota when that is what stops it, else the purpose's size. */
  readonly pastIt: 'UPLOAD.TOO_LARGE' | 'UPLOAD.QUOTA_EXCEEDED';
}

/**
 * The allowance of a file uploaded for `purpose` by an account with `roomBytes` left of its
 * storage quota. Known before the first byte of the file is read, so a reader can stop at
 * `maxBytes` instead of reading the whole body to judge it: an account out of room is refused
 * with the quota's code, a file larger than its purpose allows with the size's.
 *
 * @param roomBytes - the account's quota minus what it holds; zero or less when it is full.
 */
export function uploadAllowance(purpose: UploadPurpose, roomBytes: number): UploadAllowance {
  const limit = UPLOAD_LIMITS[purpose].maxBytes;
  if (roomBytes < limit) return { maxBytes: Math.max(0, roomBytes), pastIt: 'UPLOAD.QUOTA_EXCEEDED' };
  return { maxBytes: limit, pastIt: 'UPLOAD.TOO_LARGE' };
}
