import type { UploadFile, UploadProgress, UploadPurpose, UploadResult } from '../model/upload.model.js';

/**
 * File uploads (`POST /google-storage/:purpose`). Refusals throw `UPLOAD.TYPE_NOT_ALLOWED`,
 * `UPLOAD.TOO_LARGE` or, when the account holds as much as it may, `UPLOAD.QUOTA_EXCEEDED`.
 * `onProgress`, when given, hears how much has been sent, ending at 100.
 */
export interface UploadPort {
  upload(file: UploadFile | Uint8Array, purpose: UploadPurpose, onProgress?: UploadProgress): Promise<UploadResult>;
}
