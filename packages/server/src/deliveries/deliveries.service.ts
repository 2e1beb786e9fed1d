import { randomUUID } from 'node:crypto';
import { autoApprovalCutoff, CLOSED_WITHOUT_WORK_STATUSES, mayUploadDelivery, nextContractLife, type ContractAction } from '@publi/domain';
import { UPLOAD_LIMITS, type DeliveryBodyWire } from '@publi/contract';
import { and, eq, lte, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { findUser } from '../accounts/find-user.js';
import { contractNotice, type ContractEvent } from '../contracts/contract-notices.js';
import { roleOnContract } from '../contracts/contract-party.js';
import { lifeColumns, lifeOf, type ContractRow, type ContractView } from '../contracts/contract-record.js';
import { ContractsRepository } from '../contracts/contracts.repository.js';
import { lockContractForMove } from '../contracts/lock-contract-for-move.js';
import type { Transaction } from '../db/database.js';
import { contracts, deliveryFiles, projects } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { PendingEmails } from '../notifications/notifier.js';
import { LedgerRepository } from '../payments/ledger.repository.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import { StreamRefused, type PrivateFileStore } from '../storage/private-file-store.js';
import { SNIFFED_TYPES, sniffContentType, type SniffedType } from '../uploads/sniff-content-type.js';
import { deliveryFileName } from './delivery-file-name.js';
import { DeliveriesRepository, type DeliveryFileRow, type DeliveryRow } from './deliveries.repository.js';

/** What the delivery routes hand the service: the money deps and where private files live. */
export interface DeliveriesDeps extends MoneyDeps {
  readonly files: PrivateFileStore;
}

/** A contract's delivery rounds with their files. */
export interface DeliveriesView {
  readonly row: ContractRow;
  readonly rounds: readonly { readonly round: DeliveryRow; readonly files: readonly DeliveryFileRow[] }[];
}

const DELIVERY_TYPES: readonly string[] = UPLOAD_LIMITS.delivery.contentTypes;
const SWEEP_BATCH = 100;

/**
 * Deliveries and approval: the creator (or agent) uploads files to the contract and delivers
 * them with links; the brand approves, which releases the money, or asks for changes (at most 2
 * rounds); a delivery nobody answers for 7 days is approved by the clock's sweep.
 */
export class DeliveriesService {
  constructor(private readonly deps: DeliveriesDeps) {}

  /**
   * Streams a file to the contract's private storage (`POST /project/contract/:id/files`): only
   * its creator's side, only while work is due, judged by its bytes and its size as it arrives.
   *
   * @throws AppError `CONTRACT.*`, `UPLOAD.FILE_REQUIRED`, `UPLOAD.TYPE_NOT_ALLOWED`, `UPLOAD.TOO_LARGE`.
   */
  async upload(externalId: string, contractId: number, request: FastifyRequest): Promise<DeliveryFileRow> {
    const caller = await findUser(this.deps.db, externalId);
    const [row] = await this.deps.db.select().from(contracts).where(eq(contracts.id, contractId));
    if (!row) throw new AppError('CONTRACT.NOT_FOUND');
    const role = await roleOnContract(this.deps.db, caller, row);
    if (role === 'brand') throw new AppError('CONTRACT.NOT_YOUR_MOVE', undefined, 'Não foi possível enviar o arquivo: só o criador entrega o trabalho.');
    if (!caller.active) throw new AppError('USER.INACTIVE');
    // The CHECK constraint keeps `status` to the domain's statuses.
    if (!mayUploadDelivery(row.status)) {
      throw new AppError('CONTRACT.STATE_CHANGED', undefined, 'Não foi possível enviar o arquivo: este contrato não está aguardando entrega.');
    }
    const part = request.isMultipart() ? await request.file().catch(() => undefined) : undefined;
    if (part === undefined || part.fieldname !== 'file') throw new AppError('UPLOAD.FILE_REQUIRED');
    const id = randomUUID();
    const key = `delivery/${id}.bin`;
    let type: SniffedType | undefined;
    let size: number;
    try {
      size = await this.deps.files.write(key, part.file, UPLOAD_LIMITS.delivery.maxBytes, (head) => {
        type = sniffContentType(head);
        return type !== undefined && DELIVERY_TYPES.includes(type);
      });
    } catch (error) {
      if (error instanceof StreamRefused) throw new AppError(error.reason === 'too_large' ? 'UPLOAD.TOO_LARGE' : 'UPLOAD.TYPE_NOT_ALLOWED');
      throw new AppError('REQUEST.INVALID', { file: 'O envio do arquivo foi interrompido. Envie-o de novo.' });
    }
    // The multipart parser stops a file at its own limit and marks it cut short.
    if (part.file.truncated || type === undefined) {
      await this.deps.files.remove(key);
      throw new AppError(type === undefined ? 'UPLOAD.TYPE_NOT_ALLOWED' : 'UPLOAD.TOO_LARGE');
    }
    const [stored] = await this.deps.db
      .insert(deliveryFiles)
      .values({ id, contractId, uploaderId: caller.id, name: deliveryFileName(part.filename, SNIFFED_TYPES[type]), contentType: type, size, storageKey: key, createdAt: this.deps.clock.now() })
      .returning();
    if (!stored) throw new Error('the delivery file was not recorded');
    return stored;
  }

  /**
   * Delivers on the live contract of (`project_id`, `creator_id`) (`POST /creator/contracts/delivery`).
   *
   * @throws AppError `CONTRACT.NOT_FOUND`, the contract rule's refusals, `DELIVERY.FILE_NOT_FOUND`.
   */
  async deliver(externalId: string, body: DeliveryBodyWire): Promise<ContractView> {
    const [live] = await this.deps.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.projectId, body.project_id), eq(contracts.creatorId, body.creator_id), notInArray(contracts.status, [...CLOSED_WITHOUT_WORK_STATUSES])));
    if (!live) throw new AppError('CONTRACT.NOT_FOUND');
    return this.move(externalId, live.id, { kind: 'deliver' }, async (tx, row, now) => {
      const repository = new DeliveriesRepository(tx);
      const files = await repository.unattached(row.id, body.file_ids);
      if (files.length !== body.file_ids.length) throw new AppError('DELIVERY.FILE_NOT_FOUND', { file_ids: 'Um dos arquivos não foi enviado para este contrato. Envie-o de novo.' });
      await repository.insertRound(row.id, { links: body.links, note: body.note, fileIds: body.file_ids }, now);
      return 'delivered';
    });
  }

  /** The brand approves the delivery: the held money becomes the creator's to withdraw. */
  approve(externalId: string, id: number): Promise<ContractView> {
    return this.move(externalId, id, { kind: 'approve' }, async (tx, row, now) => {
      await this.release(tx, row, 'approved', now);
      return 'approved';
    });
  }

  /** The brand asks for changes with a comment (at most 2 rounds, the domain's `MAX_CHANGE_ROUNDS`). */
  requestChanges(externalId: string, id: number, comment: string): Promise<ContractView> {
    return this.move(externalId, id, { kind: 'request_changes' }, async (tx, row, now) => {
      await new DeliveriesRepository(tx).review(row.id, 'changes_requested', comment, now);
      return 'changes_requested';
    });
  }

  /** The contract's rounds (`GET /project/contract/:id/deliveries`), for its parties. */
  async rounds(externalId: string, id: number): Promise<DeliveriesView> {
    const caller = await findUser(this.deps.db, externalId);
    const [row] = await this.deps.db.select().from(contracts).where(eq(contracts.id, id));
    if (!row) throw new AppError('CONTRACT.NOT_FOUND');
    await roleOnContract(this.deps.db, caller, row);
    return { row, rounds: await new DeliveriesRepository(this.deps.db).rounds(id) };
  }

  /**
   * A delivered file's bytes, for the contract's parties only; a file not yet delivered only for
   * the creator's side. @throws AppError `CONTRACT.NOT_FOUND`, `DELIVERY.FILE_NOT_FOUND`.
   */
  async download(externalId: string, id: number, fileId: string): Promise<{ file: DeliveryFileRow; stream: NodeJS.ReadableStream; size: number }> {
    const caller = await findUser(this.deps.db, externalId);
    const [row] = await this.deps.db.select().from(contracts).where(eq(contracts.id, id));
    if (!row) throw new AppError('CONTRACT.NOT_FOUND');
    const role = await roleOnContract(this.deps.db, caller, row);
    const file = await new DeliveriesRepository(this.deps.db).file(id, fileId);
    if (!file || (file.deliveryId === null && role === 'brand')) throw new AppError('DELIVERY.FILE_NOT_FOUND');
    const opened = await this.deps.files.open(file.storageKey).catch(() => null);
    if (opened === null) throw new AppError('DELIVERY.FILE_NOT_FOUND');
    return { file, ...opened };
  }

  /** Approves the deliveries nobody answered for the domain's `AUTO_APPROVAL_DAYS` (the clock's move); answers how many. */
  async approveOverdue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .select({ id: contracts.id, projectId: contracts.projectId })
      .from(contracts)
      .where(and(eq(contracts.status, 'delivered'), lte(contracts.deliveredAt, autoApprovalCutoff(now))))
      .limit(SWEEP_BATCH);
    let approved = 0;
    for (const { id, projectId } of due) {
      const emails = await this.deps.db.transaction(async (tx) => {
        await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
        const row = await new ContractsRepository(tx).lock(id);
        const moved = row ? nextContractLife(lifeOf(row), 'system', { kind: 'auto_approve' }, now) : null;
        // Answered by the brand, or by another replica's sweep, meanwhile.
        if (!row || !moved?.ok) return null;
        await new ContractsRepository(tx).update(id, { ...lifeColumns(moved.life, null), updatedAt: now });
        await this.release(tx, row, 'auto_approved', now);
        return this.notify(tx, row.brandId, id, 'approved', now);
      });
      if (emails !== null) {
        approved += 1;
        await this.deps.notifier.deliver(emails, this.deps.onMailFailure);
      }
    }
    return approved;
  }

  // The money held for the creator becomes available; the round records who approved it.
  private async release(tx: Transaction, row: ContractRow, kind: 'approved' | 'auto_approved', now: Date): Promise<void> {
    const ledger = new LedgerRepository(tx);
    const held = (await ledger.balances([row.id])).get(row.id)?.creator_held ?? 0;
    if (held > 0) await ledger.record(row.id, { kind: 'release', amountCentavos: held }, {}, now);
    await new DeliveriesRepository(tx).review(row.id, kind, '', now);
  }

  /** A party's move on the contract by the contract rule, with `effect` written in the same transaction. */
  private async move(
    externalId: string,
    id: number,
    action: ContractAction,
    effect: (tx: Transaction, row: ContractRow, now: Date) => Promise<ContractEvent>,
  ): Promise<ContractView> {
    const now = this.deps.clock.now();
    const { view, emails } = await this.deps.db.transaction(async (tx) => {
      const { caller, row, role } = await lockContractForMove(tx, externalId, id);
      const moved = nextContractLife(lifeOf(row), role, action, now);
      if (!moved.ok) throw new AppError(moved.refusal.code, undefined, moved.refusal.message);
      const event = await effect(tx, row, now);
      await new ContractsRepository(tx).update(row.id, { ...lifeColumns(moved.life, null), updatedAt: now });
      const [after] = await new ContractsRepository(tx).views(caller.id, { ids: [row.id] }, { limit: 1, offset: 0 });
      if (!after) throw new AppError('CONTRACT.NOT_FOUND');
      return { view: after, emails: await this.deps.notifier.record(tx, [contractNotice(event, after)], now) };
    });
    await this.deps.notifier.deliver(emails, this.deps.onMailFailure);
    return view;
  }

  private async notify(tx: Transaction, viewerId: number, id: number, event: ContractEvent, now: Date): Promise<PendingEmails> {
    const [view] = await new ContractsRepository(tx).views(viewerId, { ids: [id] }, { limit: 1, offset: 0 });
    return view ? this.deps.notifier.record(tx, [contractNotice(event, view)], now) : [];
  }
}
