import type { UploadResultWire } from '@publi/contract';
import type { StoredUpload } from './upload.js';

/** A stored file as `POST /google-storage` answers it (route layer only). */
export function toUploadResultWire(stored: StoredUpload): UploadResultWire {
  return { url: stored.url, content_type: stored.contentType, size: stored.size };
}
