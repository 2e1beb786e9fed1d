import type { Contract, Deliveries, DeliveryFile, DeliveryInput, DeliveryPort, DownloadedFile, UploadFile, UploadProgress } from '@publi/application';
import { deliveriesRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { contractFromWire } from './mappers/contract.mapper.js';
import { deliveriesFromWire, deliveryFileFromWire } from './mappers/payment.mapper.js';
import { requestApi } from './request-api.js';
import { requestDownload } from './request-download.js';

/** {@link DeliveryPort} over `/creator/contracts/delivery` and `/project/contract/:id/{files,deliveries,approval,changes}`. */
export class AxiosDeliveryAdapter implements DeliveryPort {
  constructor(private readonly client: AxiosInstance) {}

  async uploadFile(contractId: number, file: UploadFile, onProgress?: UploadProgress): Promise<DeliveryFile> {
    const form = new FormData();
    // A copy into a plain ArrayBuffer: a view over a SharedArrayBuffer is not a BlobPart.
    form.append('file', new Blob([file.bytes.slice()], { type: file.type }), file.name);
    const answer = await requestApi(this.client, deliveriesRoutes.uploadDeliveryFile, { params: { id: contractId }, body: form, ...(onProgress ? { onUploadProgress: onProgress } : {}) });
    onProgress?.(100);
    return deliveryFileFromWire(answer);
  }

  async deliver(input: DeliveryInput): Promise<Contract> {
    const body = { project_id: input.projectId, creator_id: input.creatorId, links: input.links, file_ids: input.fileIds, note: input.note };
    return contractFromWire(await requestApi(this.client, deliveriesRoutes.deliver, { body }));
  }

  async rounds(contractId: number): Promise<Deliveries> {
    return deliveriesFromWire(await requestApi(this.client, deliveriesRoutes.listDeliveries, { params: { id: contractId } }));
  }

  async approve(contractId: number): Promise<Contract> {
    return contractFromWire(await requestApi(this.client, deliveriesRoutes.approveDelivery, { params: { id: contractId }, body: {} }));
  }

  async requestChanges(contractId: number, comment: string): Promise<Contract> {
    return contractFromWire(await requestApi(this.client, deliveriesRoutes.requestChanges, { params: { id: contractId }, body: { comment } }));
  }

  download(contractId: number, fileId: string): Promise<DownloadedFile> {
    return requestDownload(this.client, deliveriesRoutes.downloadDeliveryFile, { params: { id: contractId, file_id: fileId } }, 'entrega');
  }
}
