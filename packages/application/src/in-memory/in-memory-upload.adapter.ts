import { uploadRefusal } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { UploadFile, UploadProgress, UploadPurpose, UploadResult } from '../model/upload.model.js';
import type { UploadPort } from '../ports/upload.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';
import { sniffContentType } from './sniff-content-type.js';


/** Uploads kept in memory, refused as the server refuses them (type judged from the bytes). */
export class InMemoryUploadAdapter implements UploadPort {
  /** Uploaded files by URL. */
  readonly files = new Map<string, Uint8Array>();

  /** @param session - uploads need a signed-in person. */
  constructor(private readonly session: InMemorySession) {}

  /** Stores the file and answers its URL. */
  upload(file: UploadFile | Uint8Array, purpose: UploadPurpose, onProgress?: UploadProgress): Promise<UploadResult> {
    return settle(() => {
      this.session.requireUserId();
      const bytes = file instanceof Uint8Array ? file : file.bytes;
      const name = file instanceof Uint8Array ? 'file' : file.name;
      const contentType = sniffContentType(bytes);
      // The domain's limits, as the server judges them (deliveries go to their contract: InMemoryDeliveryAdapter).
      if (contentType === null) throw new ApplicationError('UPLOAD.TYPE_NOT_ALLOWED');
      const refusal = uploadRefusal(purpose, { contentType, size: bytes.length });
      if (refusal !== undefined) throw new ApplicationError(refusal);
      const url = `memory://uploads/${purpose}/${String(this.files.size + 1)}-${encodeURIComponent(name)}`;
      this.files.set(url, bytes);
      // Memory takes it all at once: half way, then done, as a quick network would report.
      onProgress?.(50);
      onProgress?.(100);
      return { url, contentType, size: bytes.length };
    });
  }
}
