import type { Contract } from '../model/contract.model.js';
import type { UploadFile } from '../model/upload.model.js';
import type { DeliveryPort } from '../ports/delivery.port.js';
import type { UploadPort } from '../ports/upload.port.js';

/** A creator's delivery: the pieces are uploaded, then the contract is marked delivered. Throws. */
export class DeliverUseCase {
  /** @param uploads - the upload port. @param deliveries - the delivery port. */
  constructor(private readonly uploads: UploadPort, private readonly deliveries: DeliveryPort) {}

  /** Uploads `files` in order and delivers them on the creator's contract in the project. */
  async execute(input: { readonly projectId: number; readonly creatorId: number; readonly files: readonly UploadFile[] }): Promise<Contract> {
    const urls: string[] = [];
    // One at a time: deliveries may be 100 MB videos, and a person's uplink is the bottleneck.
    for (const file of input.files) urls.push((await this.uploads.upload(file, 'delivery')).url);
    return this.deliveries.deliver({ projectId: input.projectId, creatorId: input.creatorId, urls });
  }
}
