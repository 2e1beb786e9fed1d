import type { Readable } from 'node:stream';
import type { UploadAllowance } from '@publi/domain';

// Twin of @publi/application's `DeliveryInput`: the server may not import the application.
/** A delivery on the live contract of (`projectId`, `creatorId`): links, files already uploaded, a note. */
export interface NewDelivery {
  readonly projectId: number;
  readonly creatorId: number;
  readonly links: readonly string[];
  readonly fileIds: readonly string[];
  readonly note: string;
}

/** A file arriving for a contract: its bytes as they stream in, the name the browser sent, and how far it may go. */
export interface IncomingDeliveryFile {
  /** `truncated` turns true when the multipart parser stopped the file at its own limit. */
  readonly stream: Readable & { readonly truncated: boolean };
  readonly fileName: string | undefined;
  /** The delivery limit, or less when the uploader's quota has less room; what a larger file is refused with. */
  readonly allowance: UploadAllowance;
}
