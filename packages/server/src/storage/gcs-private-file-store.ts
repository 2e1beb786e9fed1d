import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Bucket, File } from '@google-cloud/storage';
import type { PrivateFileStorePort } from '../ports/private-file-store.port.js';
import { isGcsPreconditionFailed } from './gcs-error-codes.js';
import { privateFileKey } from './private-file-key.js';
import { streamGuard } from './stream-guard.js';

/**
 * Private files (delivered work) as objects of a Cloud Storage bucket, under `private/`:
 * never public, read only by the server after the route's authorization check and
 * streamed to the party (README, "Files"). A file is streamed to the bucket through the guard
 * as it arrives, in one request (`resumable: false`): the source is the client's upload, which
 * cannot be replayed, so a resumable session would buy nothing, and a refused stream leaves that
 * request unfinished, which Cloud Storage never turns into an object.
 */
export class GcsPrivateFileStore implements PrivateFileStorePort {
  private readonly prefix = 'private/';

  /** @param probeBucket - the same bucket through a client that does not retry, so `probe` answers within seconds. */
  constructor(
    private readonly bucket: Bucket,
    private readonly probeBucket: Bucket = bucket,
  ) {}

  async write(key: string, source: Readable, maxBytes: number, acceptHead: (head: Buffer) => boolean): Promise<number> {
    const object = this.object(key);
    const guard = streamGuard(maxBytes, acceptHead);
    try {
      const upload = object.createWriteStream({ resumable: false, contentType: 'application/octet-stream', preconditionOpts: { ifGenerationMatch: 0 } });
      await pipeline(source, guard.stage, upload);
      return guard.size();
    } catch (error) {
      // An upload the guard cut short never completes; this removes one that completed as the
      // stream failed after it. A refused precondition means the key was someone else's: kept.
      if (!isGcsPreconditionFailed(error)) await object.delete({ ignoreNotFound: true }).catch(() => undefined);
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const object = this.object(key);
    const [metadata] = await object.getMetadata();
    return { stream: object.createReadStream(), size: Number(metadata.size) };
  }

  async remove(key: string): Promise<void> {
    await this.object(key).delete({ ignoreNotFound: true });
  }

  async probe(): Promise<void> {
    await this.probeBucket.getFiles({ prefix: this.prefix, maxResults: 1, autoPaginate: false });
  }

  private object(key: string): File {
    return this.bucket.file(`${this.prefix}${privateFileKey(key)}`);
  }
}
