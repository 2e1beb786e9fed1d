import type { Readable } from 'node:stream';

/**
 * Files nobody may fetch by address (delivered work): a local folder by default, a Cloud
 * Storage bucket in production, read back only through a route that checks who asks. Keys are
 * chosen by the server (`delivery/<uuid>.bin`).
 */
export interface PrivateFileStorePort {
  /**
   * Streams `source` under `key`, judging it as it arrives: its first bytes by `acceptHead`, its
   * size against `maxBytes`, so a 100 MB video is never held in memory and an oversized one stops
   * at the limit. Answers the size written.
   *
   * @throws StreamRefused (`storage/stream-refused.ts`), having left no file under `key`.
   */
  write(key: string, source: Readable, maxBytes: number, acceptHead: (head: Buffer) => boolean): Promise<number>;
  /** The file's bytes as a stream, and its size. @throws when there is no such file. */
  open(key: string): Promise<{ readonly stream: Readable; readonly size: number }>;
  /** Removes the file, if it is there. */
  remove(key: string): Promise<void>;
  /** Resolves when the store answers; rejects when it is unreachable (`/api/health/ready`). */
  probe(): Promise<void>;
}
