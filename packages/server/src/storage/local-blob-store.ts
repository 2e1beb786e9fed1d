import { constants } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS } from '@publi/contract';
import type { BlobStorePort, StoredBlob } from '../ports/blob-store.port.js';
import { imageVariantPath } from '../uploads/serve-image-widths.js';

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

  /** The folder is there and this process may write in it. */
  async probe(): Promise<void> {
    await access(this.root, constants.W_OK);
  }

  async remove(key: string): Promise<void> {
    const copies = IMAGE_WIDTHS.map((width) => imageVariantPath(this.root, width, key));
    await Promise.all([join(this.root, key), ...copies].map((path) => rm(path, { force: true })));
  }
}
