/** A stored file: where clients fetch it. */
export interface StoredBlob {
  readonly url: string;
}

/**
 * Where uploaded files live: a local folder by default, a cloud bucket in production.
 * `key` is a server-chosen name (never the client's file name), so no path tricks reach it.
 */
export interface BlobStorePort {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredBlob>;
  /** Deletes the file of `key` and every copy made of it (resized photos); a key already gone is no error. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can be written to now, rejects when not (`/api/health/ready`). */
  probe(): Promise<void>;
}
