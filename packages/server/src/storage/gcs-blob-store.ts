import type { Readable } from 'node:stream';
import type { Bucket, File } from '@google-cloud/storage';
import type { BlobFacts, BlobStorePort, ByteRange, StoredBlob } from '../ports/blob-store.port.js';
import { isGcsNotFound } from './gcs-error-codes.js';
import { imageVariantKey, imageVariantKeys } from './image-variant-key.js';

// Objects are never replaced: `ifGenerationMatch: 0` makes a second write of a key fail, as the
// local store's `wx` does.
const NEW_OBJECT_ONLY = { ifGenerationMatch: 0 };

/**
 * Public uploads as objects of a Cloud Storage bucket, under `uploads/`, so every
 * replica reads what any replica wrote. The bucket stays private: the server streams files to
 * clients under `/api/uploads/` with their year-long cache headers (README, "Files"), so stored
 * addresses, the web's `srcset` and the CSP are the local store's. Uploads are one request each
 * (`resumable: false`): photos and PDFs of a few megabytes, already in memory.
 */
export class GcsBlobStore implements BlobStorePort {
  private readonly prefix = 'uploads/';

  /** @param probeBucket - the same bucket through a client that does not retry, so `probe` answers within seconds. */
  constructor(
    private readonly bucket: Bucket,
    private readonly probeBucket: Bucket = bucket,
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredBlob> {
    await this.object(key).save(Buffer.from(bytes), { resumable: false, contentType, preconditionOpts: NEW_OBJECT_ONLY });
    return { url: `/api/uploads/${key}` };
  }

  async stat(key: string): Promise<BlobFacts | null> {
    try {
      const [metadata] = await this.object(key).getMetadata();
      return { size: Number(metadata.size), contentType: metadata.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isGcsNotFound(error)) return null;
      throw error;
    }
  }

  open(key: string, range?: ByteRange): Readable {
    return this.object(key).createReadStream(range === undefined ? {} : { start: range.start, end: range.end });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const [bytes] = await this.object(key).download();
      return bytes;
    } catch (error) {
      if (isGcsNotFound(error)) return null;
      throw error;
    }
  }

  readVariant(key: string, width: number): Promise<Buffer | null> {
    return this.read(imageVariantKey(key, width));
  }

  // Replaced freely: two replicas making the same copy at once write the same bytes.
  async putVariant(key: string, width: number, webp: Buffer): Promise<void> {
    await this.object(imageVariantKey(key, width)).save(webp, { resumable: false, contentType: 'image/webp' });
  }

  async remove(key: string): Promise<void> {
    await Promise.all([key, ...imageVariantKeys(key)].map((each) => this.object(each).delete({ ignoreNotFound: true })));
  }

  // Listing one object needs only the objects' read permission, and fails on a missing bucket.
  async probe(): Promise<void> {
    await this.probeBucket.getFiles({ prefix: this.prefix, maxResults: 1, autoPaginate: false });
  }

  private object(key: string): File {
    return this.bucket.file(`${this.prefix}${key}`);
  }
}
