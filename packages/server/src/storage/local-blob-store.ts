import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BlobStorePort, StoredBlob } from '../ports/blob-store.port.js';

/**
 * Keeps uploads as files under one folder (`.data/uploads` by default), served back by the
 * server under `publicBase`. Keys are server-chosen, so a client never names a path.
 */
export class LocalBlobStore implements BlobStorePort {
  constructor(
    private readonly root: string,
    private readonly publicBase = '/api/uploads',
  ) {}

  async put(key: string, bytes: Uint8Array): Promise<StoredBlob> {
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return { url: `${this.publicBase}/${key}` };
  }
}
