import type { UploadFile, UploadProgress, UploadResult } from '../model/upload.model.js';
import type { UploadPort } from '../ports/upload.port.js';

/** A project's files: its cover (`project`, images) and its references for creators (`reference`, images or a PDF). */
export class UploadProjectFileUseCase {
  /** @param uploads - the upload port. */
  constructor(private readonly uploads: UploadPort) {}

  /** Sends the file; `onProgress` hears the percent sent. Refusals throw `UPLOAD.*` with the server's message. */
  execute(file: UploadFile, purpose: 'project' | 'reference', onProgress?: UploadProgress): Promise<UploadResult> {
    return this.uploads.upload(file, purpose, onProgress);
  }
}
