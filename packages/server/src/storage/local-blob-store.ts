import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobFacts, BlobStorePort, ByteRange, StoredBlob } from '../ports/blob-store.port.js';
import { contentTypeOfKey } from './content-type-of-key.js';
import { imageVariantKey, imageVariantKeys } from './image-variant-key.js';

/**
 * Keeps uploads as files under one folder (`.data/uploads` by default), served back by the
 * server under `publicBase`. Keys are server-chosen, so a client never names a path. One
 * replica's disk: the default, right for one server (see the README, "Files").
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

  async stat(key: string): Promise<BlobFacts | null> {
    const facts = await stat(join(this.root, key)).catch(() => null);
    return facts?.isFile() === true ? { size: facts.size, contentType: contentTypeOfKey(key) } : null;
  }

  open(key: string, range?: ByteRange): Readable {
    return createReadStream(join(this.root, key), range === undefined ? {} : { start: range.start, end: range.end });
  }

  read(key: string): Promise<Buffer | null> {
    return readFile(join(this.root, key)).catch(() => null);
  }

  readVariant(key: string, width: number): Promise<Buffer | null> {
    return this.read(imageVariantKey(key, width));
  }

  // Written under a temporary name and renamed, so two first requests at once never serve half a file.
  async putVariant(key: string, width: number, webp: Buffer): Promise<void> {
    const path = join(this.root, imageVariantKey(key, width));
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, webp);
    await rename(partial, path);
  }

  async remove(key: string): Promise<void> {
    await Promise.all([key, ...imageVariantKeys(key)].map((each) => rm(join(this.root, each), { force: true })));
  }

  async probe(): Promise<void> {
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}
