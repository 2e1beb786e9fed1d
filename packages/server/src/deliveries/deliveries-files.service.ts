import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMITS } from '@publi/contract';
import { mayUploadDelivery } from '@publi/domain';
import { findUser } from '../accounts/find-user.js';
import { roleOnContract } from '../contracts/contract-party.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import { AppError } from '../errors/app-error.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import type { PrivateFileStorePort } from '../ports/private-file-store.port.js';
import { StreamRefused } from '../storage/stream-refused.js';
import { claimRoom, DEFAULT_UPLOAD_QUOTA_BYTES, roomLeft } from '../uploads/account-quota.js';
import { SNIFFED_TYPES, sniffContentType, type SniffedType } from '../uploads/sniff-content-type.js';
import { DeliveriesRepository, type DeliveryFileRow } from './deliveries.repository.js';
import type { IncomingDeliveryFile } from './delivery.js';
import { deliveryFileName } from './delivery-file-name.js';

const DELIVERY_TYPES: readonly string[] = UPLOAD_LIMITS.delivery.contentTypes;

/** What the files service needs: the money deps (database, clock...), where private files live and the accounts' quota. */
export interface DeliveriesFilesDeps extends MoneyDeps {
  readonly files: PrivateFileStorePort;
  /** Bytes one account may hold (`UPLOAD_QUOTA_MB`), counting its files not yet delivered. */
  readonly quotaBytes?: number;
}

/**
 * A contract's private files: the creator's side streams them in while work is due, judged by
 * their bytes and their size as they arrive; the parties download them (the brand only once delivered).
 */
export class DeliveriesFilesService {
  constructor(private readonly deps: DeliveriesFilesDeps) {}

  /**
   * A file for contract `contractId` (`POST /project/contract/:id/files`). Who may upload is
   * checked before `receive` is called, so a refused caller's bytes are never read: the contract's
   * creator or their agent, active, while the contract awaits work, with room left under their
   * quota. Then the file is streamed to the contract's private storage and recorded.
   *
   * @param receive - opens the incoming file (the multipart body) with the room left, called once the caller may upload.
   * @throws AppError `CONTRACT.NOT_FOUND`, `CONTRACT.NOT_YOUR_MOVE`, `USER.INACTIVE`, `CONTRACT.STATE_CHANGED`,
   * `UPLOAD.QUOTA_EXCEEDED`, `UPLOAD.TYPE_NOT_ALLOWED`, `UPLOAD.TOO_LARGE`, `REQUEST.INVALID` (the upload was cut off).
   */
  async upload(externalId: string, contractId: number, receive: (roomBytes: number) => Promise<IncomingDeliveryFile>): Promise<DeliveryFileRow> {
    const uploaderId = await this.uploaderId(externalId, contractId);
    return this.store(uploaderId, contractId, await receive(await roomLeft(this.deps.db, uploaderId, this.quotaBytes)));
  }

  private get quotaBytes(): number {
    return this.deps.quotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES;
  }

  private async uploaderId(externalId: string, contractId: number): Promise<number> {
    const caller = await findUser(this.deps.db, externalId);
    const row = await new ContractsRepository(this.deps.db).find(contractId);
    if (!row) throw new AppError('CONTRACT.NOT_FOUND');
    const role = await roleOnContract(this.deps.db, caller, row);
    if (role === 'brand') throw new AppError('CONTRACT.NOT_YOUR_MOVE', undefined, 'Não foi possível enviar o arquivo: só o criador entrega o trabalho.');
    if (!caller.active) throw new AppError('USER.INACTIVE');
    if (!mayUploadDelivery(row.status)) {
      throw new AppError('CONTRACT.STATE_CHANGED', undefined, 'Não foi possível enviar o arquivo: este contrato não está aguardando entrega.');
    }
    return caller.id;
  }

  /**
   * Streams the file to the contract's private storage under a server-chosen key, at most its
   * allowance, and records it with its room claimed; a refused record removes the file.
   */
  private async store(uploaderId: number, contractId: number, file: IncomingDeliveryFile): Promise<DeliveryFileRow> {
    const id = randomUUID();
    const key = `delivery/${id}.bin`;
    let type: SniffedType | undefined;
    let size: number;
    try {
      size = await this.deps.files.write(key, file.stream, file.allowance.maxBytes, (head) => {
        type = sniffContentType(head);
        return type !== undefined && DELIVERY_TYPES.includes(type);
      });
    } catch (error) {
      if (error instanceof StreamRefused) throw new AppError(error.reason === 'too_large' ? file.allowance.pastIt : 'UPLOAD.TYPE_NOT_ALLOWED');
      // The body passed its cap outside the file's own count (the form around it): the cap's refusal.
      if (error instanceof AppError) throw error;
      throw new AppError('REQUEST.INVALID', { file: 'O envio do arquivo foi interrompido. Envie-o de novo.' });
    }
    // The multipart parser stops a file at its own limit and marks it cut short.
    if (file.stream.truncated || type === undefined) {
      await this.deps.files.remove(key);
      throw new AppError(type === undefined ? 'UPLOAD.TYPE_NOT_ALLOWED' : 'UPLOAD.TOO_LARGE');
    }
    const name = deliveryFileName(file.fileName, SNIFFED_TYPES[type]);
    const row = { id, contractId, uploaderId, name, contentType: type, size, storageKey: key, createdAt: this.deps.clock.now() };
    try {
      return await this.deps.db.transaction(async (tx) => {
        await claimRoom(tx, uploaderId, size, this.quotaBytes);
        return new DeliveriesRepository(tx).insertFile(row);
      });
    } catch (error) {
      await this.deps.files.remove(key);
      throw error;
    }
  }

  /**
   * A delivered file's bytes, for the contract's parties only; a file not yet delivered only for
   * the creator's side. @throws AppError `CONTRACT.NOT_FOUND`, `DELIVERY.FILE_NOT_FOUND`.
   */
  async download(externalId: string, id: number, fileId: string): Promise<{ file: DeliveryFileRow; stream: NodeJS.ReadableStream; size: number }> {
    const caller = await findUser(this.deps.db, externalId);
    const row = await new ContractsRepository(this.deps.db).find(id);
    if (!row) throw new AppError('CONTRACT.NOT_FOUND');
    const role = await roleOnContract(this.deps.db, caller, row);
    const file = await new DeliveriesRepository(this.deps.db).file(id, fileId);
    if (!file || (file.deliveryId === null && role === 'brand')) throw new AppError('DELIVERY.FILE_NOT_FOUND');
    const opened = await this.deps.files.open(file.storageKey).catch(() => null);
    if (opened === null) throw new AppError('DELIVERY.FILE_NOT_FOUND');
    return { file, ...opened };
  }
}
