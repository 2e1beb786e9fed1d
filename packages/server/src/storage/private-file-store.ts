import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Why a stream was refused while it was being written; the file is gone when this is thrown. */
export class StreamRefused extends Error {
  constructor(readonly reason: 'too_large' | 'wrong_type') {
    super(reason);
    this.name = 'StreamRefused';
  }
}

// Enough of a file's start for every signature the sniffer knows.
const HEAD_BYTES = 16;

/**
 * Files nobody may fetch by address: delivered work, kept under their own folder (never under
 * the public uploads), read back only through a route that checks who asks. Keys are chosen by
 * the server. Files are streamed to disk and judged while they arrive: the first bytes by
 * `acceptHead`, the size against `maxBytes`, so a 100 MB video is never held in memory and an
 * oversized one stops at the limit.
 */
export class PrivateFileStore {
  constructor(private readonly root: string) {}

  /** Writes `source` under `key`; answers its size. @throws StreamRefused, having removed the partial file. */
  async write(key: string, source: Readable, maxBytes: number, acceptHead: (head: Buffer) => boolean): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    let size = 0;
    let head: Buffer | null = Buffer.alloc(0);
    // Judges the first bytes once enough have come, and the size all along; a refusal ends the stream.
    const judge = (chunk: Buffer | null): { refused: StreamRefused | null; out: Buffer | null } => {
      if (chunk !== null) size += chunk.length;
      if (size > maxBytes) return { refused: new StreamRefused('too_large'), out: null };
      if (head === null) return { refused: null, out: chunk };
      if (chunk !== null) head = Buffer.concat([head, chunk]);
      // A file shorter than the longest signature is judged, at its end, on what there is.
      if (chunk !== null && head.length < HEAD_BYTES) return { refused: null, out: null };
      const judged = head;
      head = null;
      return judged.length > 0 && acceptHead(judged) ? { refused: null, out: judged } : { refused: new StreamRefused('wrong_type'), out: null };
    };
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const { refused, out } = judge(chunk);
        if (refused !== null) {
          done(refused);
          return;
        }
        done(null, out ?? undefined);
      },
      flush(done) {
        const { refused, out } = head === null ? { refused: null, out: null } : judge(null);
        if (refused !== null) {
          done(refused);
          return;
        }
        done(null, out ?? undefined);
      },
    });
    try {
      await pipeline(source, guard, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      return size;
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /** The file's bytes as a stream, and its size. */
  async open(key: string): Promise<{ stream: ReadStream; size: number }> {
    const path = this.pathOf(key);
    const { size } = await stat(path);
    return { stream: createReadStream(path), size };
  }

  /** Removes the file, if it is there. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!/^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(key)) throw new Error('a private file key is the server’s own');
    return join(this.root, key);
  }
}
