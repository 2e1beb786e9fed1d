import type { UploadFile, UploadPurpose, UploadResult } from '../model/upload.model.js';

/** File uploads (`POST /google-storage`). Refusals throw `UPLOAD.TYPE_NOT_ALLOWED` or `UPLOAD.TOO_LARGE`. */
export interface UploadPort {
  upload(file: UploadFile | Uint8Array, purpose: UploadPurpose): Promise<UploadResult>;
}
