import type { AxiosInstance } from 'axios';
import type { UploadFile, UploadPort, UploadProgress, UploadPurpose, UploadResult } from '@publi/application';
import { uploadRoutes } from '@publi/contract';
import { requestApi } from './request-api.js';

/** A name for bare bytes: the server reads the real type from the content, not the name. */
const UNNAMED = { name: 'arquivo', type: 'application/octet-stream' } as const;

/**
 * {@link UploadPort} over `POST /google-storage/:purpose`, the file alone in a multipart form:
 * the purpose in the path tells the server the file's limit before it reads the body.
 */
export class AxiosUploadAdapter implements UploadPort {
  constructor(private readonly client: AxiosInstance) {}

  async upload(file: UploadFile | Uint8Array, purpose: UploadPurpose, onProgress?: UploadProgress): Promise<UploadResult> {
    const { name, type, bytes } = file instanceof Uint8Array ? { ...UNNAMED, bytes: file } : file;
    const form = new FormData();
    // A copy into a plain ArrayBuffer: a view over a SharedArrayBuffer is not a BlobPart.
    form.append('file', new Blob([bytes.slice()], { type }), name);
    const result = await requestApi(this.client, uploadRoutes.uploadFileFor, { params: { purpose }, body: form, ...(onProgress === undefined ? {} : { onUploadProgress: onProgress }) });
    // The answer means every byte arrived, whatever the last progress event said.
    onProgress?.(100);
    return { url: result.url, contentType: result.content_type, size: result.size };
  }
}
