import type { UploadPurpose } from '@publi/contract';

// `StoredUpload` twins @publi/application's UploadResult: the server may not import the application.

/** A file to store: what it is for and its bytes (its type is read from them). */
export interface NewUpload {
  readonly purpose: UploadPurpose;
  readonly bytes: Buffer;
}

/** A file once stored: where it is served from, and what its bytes said it is. */
export interface StoredUpload {
  readonly url: string;
  readonly contentType: string;
  /** Bytes. */
  readonly size: number;
}

/**
 * Reads the incoming file (the multipart body), called once the caller may upload, with the
 * room left in their quota: the reader stops at the smaller of that and the purpose's limit.
 */
export type ReceiveUpload = (roomBytes: number) => Promise<NewUpload>;
