import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { access, constants, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PrivateFileStorePort } from '../ports/private-file-store.port.js';
import { privateFileKey } from './private-file-key.js';
import { streamGuard } from './stream-guard.js';

/**
 * Private files (delivered work) under their own folder, never under the public uploads. Files
 * are streamed to disk through the guard; a refused or broken stream removes its partial file.
 */
export class LocalPrivateFileStore implements PrivateFileStorePort {
  constructor(private readonly root: string) {}

  async write(key: string, source: Readable, maxBytes: number, acceptHead: (head: Buffer) => boolean): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const guard = streamGuard(maxBytes, acceptHead);
    try {
      await pipeline(source, guard.stage, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      return guard.size();
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: ReadStream; size: number }> {
    const path = this.pathOf(key);
    const { size } = await stat(path);
    return { stream: createReadStream(path), size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  // The folder is made at start (`main.ts`); a folder gone or read-only is a store out of reach.
  async probe(): Promise<void> {
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    return join(this.root, privateFileKey(key));
  }
}
