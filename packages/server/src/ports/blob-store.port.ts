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
}
