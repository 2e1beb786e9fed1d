import { changeRoundsLeft, uploadRefusal } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { Contract } from '../model/contract.model.js';
import type { Deliveries, DeliveryFile, DeliveryInput, DeliveryRound } from '../model/delivery.model.js';
import type { DownloadedFile } from '../model/payment.model.js';
import type { UploadFile, UploadProgress } from '../model/upload.model.js';
import type { DeliveryPort } from '../ports/delivery.port.js';
import type { InMemoryContractAdapter } from './in-memory-contract.adapter.js';
import { settle } from './profile-inputs.js';
import { sniffContentType } from './sniff-content-type.js';

/** Deliveries in memory on the contracts' rule: files judged by their bytes, rounds kept per contract. */
export class InMemoryDeliveryAdapter implements DeliveryPort {
  private readonly files = new Map<string, DeliveryFile & { readonly contractId: number; readonly bytes: Uint8Array }>();
  private readonly timelines = new Map<number, DeliveryRound[]>();
  private issued = 0;

  /** @param contracts - the contracts delivered on. */
  constructor(private readonly contracts: InMemoryContractAdapter) {}

  /** Keeps the file for the contract. */
  uploadFile(contractId: number, file: UploadFile, onProgress?: UploadProgress): Promise<DeliveryFile> {
    return settle(() => {
      this.contracts.roleOf(contractId);
      const contentType = sniffContentType(file.bytes);
      if (contentType === null) throw new ApplicationError('UPLOAD.TYPE_NOT_ALLOWED');
      // The domain's limits for deliveries, as the server judges them.
      const refusal = uploadRefusal('delivery', { contentType, size: file.bytes.length });
      if (refusal !== undefined) throw new ApplicationError(refusal);
      this.issued += 1;
      const id = `00000000-0000-4000-8000-${String(this.issued).padStart(12, '0')}`;
      const stored = { id, name: file.name, size: file.bytes.length, contentType, contractId, bytes: file.bytes };
      this.files.set(id, stored);
      onProgress?.(100);
      return { id, name: stored.name, size: stored.size, contentType };
    });
  }

  /** Delivers on the live contract of (project, creator). */
  deliver(input: DeliveryInput): Promise<Contract> {
    return settle(() => {
      const live = this.contracts.liveOf(input.projectId, input.creatorId);
      const files = input.fileIds.map((id) => this.files.get(id));
      if (files.some((file) => file === undefined || file.contractId !== live.id)) throw new ApplicationError('DELIVERY.FILE_NOT_FOUND');
      const contract = this.contracts.moveAsSignedIn(live.id, { kind: 'deliver' });
      const rounds = this.timelines.get(live.id) ?? [];
      rounds.push({ round: rounds.length + 1, links: input.links, files: files.flatMap((file) => (file ? [{ id: file.id, name: file.name, size: file.size, contentType: file.contentType }] : [])), note: input.note, deliveredAt: contract.deliveredAt ?? '', review: null });
      this.timelines.set(live.id, rounds);
      return contract;
    });
  }

  /** The contract's rounds. */
  async rounds(contractId: number): Promise<Deliveries> {
    const contract = await this.contracts.get(contractId);
    return { contractId, rounds: this.timelines.get(contractId) ?? [], autoApprovalAt: contract.autoApprovalAt, changeRoundsLeft: changeRoundsLeft(contract.changeRounds) };
  }

  /** The brand approves. */
  approve(contractId: number): Promise<Contract> {
    return settle(() => this.review(contractId, 'approved', ''));
  }

  /** The brand asks for changes. */
  requestChanges(contractId: number, comment: string): Promise<Contract> {
    return settle(() => this.review(contractId, 'changes_requested', comment));
  }

  /** A file's bytes, for the contract's parties. */
  download(contractId: number, fileId: string): Promise<DownloadedFile> {
    return settle(() => {
      this.contracts.roleOf(contractId);
      const file = this.files.get(fileId);
      if (!file || file.contractId !== contractId) throw new ApplicationError('DELIVERY.FILE_NOT_FOUND');
      return { fileName: file.name, mediaType: file.contentType, bytes: file.bytes };
    });
  }

  private review(contractId: number, kind: 'approved' | 'changes_requested', comment: string): Contract {
    const contract = this.contracts.moveAsSignedIn(contractId, { kind: kind === 'approved' ? 'approve' : 'request_changes' });
    const rounds = this.timelines.get(contractId) ?? [];
    const last = rounds.at(-1);
    if (last) rounds[rounds.length - 1] = { ...last, review: { kind, comment, at: contract.updatedAt } };
    return contract;
  }
}
