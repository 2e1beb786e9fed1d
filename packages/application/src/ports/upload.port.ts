import type { UploadFile, UploadProgress, UploadPurpose, UploadResult } from '../model/upload.model.js';

/**
 * File uploads (`POST /google-storage`). Refusals throw `UPLOAD.TYPE_NOT_ALLOWED` or
 * `UPLOAD.TOO_LARGE`. `onProgress`, when given, hears how much has been sent, ending at 100.
 */
export interface UploadPort {
  upload(file: UploadFile | Uint8Array, purpose: UploadPurpose, onProgress?: UploadProgress): Promise<UploadResult>;
}
