import { ApplicationError } from '../errors/application-error.js';
import type { Contract } from '../model/contract.model.js';
import type { Deliveries, DeliveryFile, DeliveryInput } from '../model/delivery.model.js';
import type { DownloadedFile } from '../model/payment.model.js';
import type { UploadFile, UploadProgress } from '../model/upload.model.js';
import type { DeliveryPort } from '../ports/delivery.port.js';

/** Deliveries on a contract: the timeline, sending files and delivering, the brand's answer, downloads. Throws `ApplicationError`. */
export class DeliveriesUseCase {
  /** @param deliveries - the delivery port. */
  constructor(private readonly deliveries: DeliveryPort) {}

  /** The contract's rounds. */
  rounds(contractId: number): Promise<Deliveries> {
    return this.deliveries.rounds(contractId);
  }

  /** Sends one file to the contract, reporting progress. */
  upload(contractId: number, file: UploadFile, onProgress?: UploadProgress): Promise<DeliveryFile> {
    return this.deliveries.uploadFile(contractId, file, onProgress);
  }

  /** Delivers links and files already sent; at least one of them. */
  deliver(input: DeliveryInput): Promise<Contract> {
    if (input.links.length + input.fileIds.length === 0) {
      return Promise.reject(new ApplicationError('REQUEST.INVALID', 'Entregue pelo menos um link ou um arquivo.', { links: 'Entregue pelo menos um link ou um arquivo.' }));
    }
    return this.deliveries.deliver(input);
  }

  /** The brand approves the delivery. */
  approve(contractId: number): Promise<Contract> {
    return this.deliveries.approve(contractId);
  }

  /** The brand asks for changes; the comment says what. */
  requestChanges(contractId: number, comment: string): Promise<Contract> {
    const said = comment.trim();
    if (said === '') return Promise.reject(new ApplicationError('REQUEST.INVALID', 'Diga o que precisa ser ajustado.', { comment: 'Diga o que precisa ser ajustado.' }));
    return this.deliveries.requestChanges(contractId, said);
  }

  /** A delivered file. */
  download(contractId: number, fileId: string): Promise<DownloadedFile> {
    return this.deliveries.download(contractId, fileId);
  }
}
