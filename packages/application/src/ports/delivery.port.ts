import type { Contract } from '../model/contract.model.js';
import type { Deliveries, DeliveryFile, DeliveryInput } from '../model/delivery.model.js';
import type { DownloadedFile } from '../model/payment.model.js';
import type { UploadFile, UploadProgress } from '../model/upload.model.js';

/**
 * Deliveries on a contract: files sent to it (private to its parties), the delivery, the
 * timeline, and the brand's answer. Moves refused by the contract's life throw `CONTRACT.*`.
 */
export interface DeliveryPort {
  /** Sends one file to the contract; `onProgress` hears the percent sent. Throws `UPLOAD.*`. */
  uploadFile(contractId: number, file: UploadFile, onProgress?: UploadProgress): Promise<DeliveryFile>;
  /** Only from `paid` or `changes_requested`. */
  deliver(input: DeliveryInput): Promise<Contract>;
  rounds(contractId: number): Promise<Deliveries>;
  /** The brand approves: the money becomes the creator's to withdraw. */
  approve(contractId: number): Promise<Contract>;
  /** The brand asks for changes, at most 2 rounds. Throws `CONTRACT.CHANGE_ROUNDS_USED`. */
  requestChanges(contractId: number, comment: string): Promise<Contract>;
  download(contractId: number, fileId: string): Promise<DownloadedFile>;
}
