import type { Readable } from 'node:stream';

/** A stored file: where clients fetch it. */
export interface StoredBlob {
  readonly url: string;
}

/** Bytes `start` to `end` of a file, both included (an HTTP `Range`, already judged against the file's size). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** What serving a stored file needs before its bytes: its whole size and its type. */
export interface BlobFacts {
  readonly size: number;
  readonly contentType: string;
}

/**
 * Where public uploads live (profile photos, project covers, references): a local folder by
 * default, a Cloud Storage bucket in production. `key` is a server-chosen name (never the
 * client's file name), so no path tricks reach it. Every replica reads what any replica wrote.
 */
export interface BlobStorePort {
  /** Stores a new file under `key`; never replaces one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredBlob>;
  /** The size and type of the file of `key`, or null when there is none. */
  stat(key: string): Promise<BlobFacts | null>;
  /** The file's bytes as a stream (only `range` of them when given); the stream fails when there is no such file. */
  open(key: string, range?: ByteRange): Readable;
  /** The whole file, or null when there is none (photos, to make their resized copies). */
  read(key: string): Promise<Buffer | null>;
  /** The `width` copy of photo `key` (WebP), or null when none was made yet. */
  readVariant(key: string, width: number): Promise<Buffer | null>;
  /** Keeps the `width` copy of photo `key`; two replicas making the same copy at once both succeed. */
  putVariant(key: string, width: number, webp: Buffer): Promise<void>;
  /** Deletes the file of `key` and every copy made of it (resized photos); a key already gone is no error. */
  remove(key: string): Promise<void>;
  /** Resolves when the store answers; rejects when it is unreachable (`/api/health/ready`). */
  probe(): Promise<void>;
}
