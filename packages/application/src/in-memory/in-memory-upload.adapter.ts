import { ApplicationError } from '../errors/application-error.js';
import type { UploadFile, UploadProgress, UploadPurpose, UploadResult } from '../model/upload.model.js';
import type { UploadPort } from '../ports/upload.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';
import { sniffContentType } from './sniff-content-type.js';

const MB = 1024 * 1024;
const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];

// ARCHITECTURE.md's limits: images up to 5 MB; a project's references also PDF, up to 20 MB
// (deliveries go to their contract, privately: InMemoryDeliveryAdapter).
const LIMITS: Readonly<Record<UploadPurpose, { readonly types: readonly string[]; readonly maxBytes: number }>> = {
  profile: { types: IMAGES, maxBytes: 5 * MB },
  project: { types: IMAGES, maxBytes: 5 * MB },
  reference: { types: [...IMAGES, 'application/pdf'], maxBytes: 20 * MB },
};

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
      const limit = LIMITS[purpose];
      if (contentType === null || !limit.types.includes(contentType)) throw new ApplicationError('UPLOAD.TYPE_NOT_ALLOWED');
      if (bytes.length > limit.maxBytes) throw new ApplicationError('UPLOAD.TOO_LARGE');
      const url = `memory://uploads/${purpose}/${String(this.files.size + 1)}-${encodeURIComponent(name)}`;
      this.files.set(url, bytes);
      // Memory takes it all at once: half way, then done, as a quick network would report.
      onProgress?.(50);
      onProgress?.(100);
      return { url, contentType, size: bytes.length };
    });
  }
}
