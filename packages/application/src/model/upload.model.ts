/** What a file is for, which decides the types and size the server accepts. */
export type UploadPurpose = 'profile' | 'project' | 'reference';

/** Told how much of an upload has been sent, as a whole percent from 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** A file to upload, as a browser `File` or a script's bytes would give it. */
export interface UploadFile {
  /** File name. */
  readonly name: string;
  /** The type the client claims; the server reads the real one from the bytes. */
  readonly type: string;
  /** The content. */
  readonly bytes: Uint8Array;
}

/** Where the uploaded file now lives. */
export interface UploadResult {
  /** Public URL. */
  readonly url: string;
  /** Type as read from the bytes. */
  readonly contentType: string;
  /** Size in bytes. */
  readonly size: number;
}
