import type { GetBalanceResponse, GetRecipientResponse, GetTransfer, GetTransferResponse } from '@pagarme/pagarme-nodejs-sdk';
import { z } from 'zod';
import { FAILING_PAYOUT_PIX_KEY } from '../../payments/sandbox/sandbox-provider.js';
import { createdWithin, ok, pageOf, pagarmeId, refusal, type FakeAnswer } from './fake-answers.js';
import { toWireObject } from './pagarme-wire.js';

const bankAccount = z.object({
  holder_name: z.string().min(1),
  holder_type: z.enum(['individual', 'company']),
  holder_document: z.string().regex(/^\d{11}(\d{3})?$/),
  bank: z.string(),
  branch_number: z.string(),
  branch_check_digit: z.string().nullish(),
  account_number: z.string(),
  account_check_digit: z.string(),
  type: z.string(),
  pix_key: z.string().nullish(),
});
type BankAccount = z.output<typeof bankAccount>;

const recipientRequest = z.object({ name: z.string().min(1), email: z.string().nullish(), document: z.string(), type: z.string(), code: z.string().min(1), default_bank_account: bankAccount });
const betweenRequest = z.object({ amount: z.number().int().positive(), source_id: z.string(), target_id: z.string() });
const outRequest = z.object({ amount: z.number().int().positive(), metadata: z.record(z.string(), z.string()).optional() });

interface FakeRecipient {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly document: string;
  readonly type: string;
  readonly bankAccount: BankAccount | null;
  readonly createdAt: Date;
  balance: number;
}

interface FakeTransfer {
  readonly id: string;
  /** Between two recipients, or out of one to its bank account (or Pix key). */
  readonly kind: 'between' | 'out';
  readonly amount: number;
  readonly sourceId: string;
  readonly targetId: string;
  readonly metadata: Record<string, string>;
  readonly createdAt: Date;
  status: 'pending' | 'transferred' | 'failed';
  updatedAt: Date;
}

/** Recipients (Publi's own and the creators'), their balances, and transfers between and out of them. */
export class FakeRecipients {
  private readonly recipients = new Map<string, FakeRecipient>();
  private readonly transfers = new Map<string, FakeTransfer>();

  constructor(
    platform: { readonly id: string; readonly openingBalance: number },
    private readonly effects: { readonly event: (type: string, data: object) => void; readonly later: (work: () => void) => void; readonly now: () => Date },
  ) {
    this.recipients.set(platform.id, { id: platform.id, code: 'publi', name: 'Publi Tecnologia', document: '11222333000181', type: 'company', bankAccount: null, createdAt: effects.now(), balance: platform.openingBalance });
  }

  /** Adds to `recipientId`'s balance (a card charge paid to Publi). */
  credit(recipientId: string, amount: number): void {
    const recipient = this.recipients.get(recipientId);
    if (recipient !== undefined) recipient.balance += amount;
  }

  /** Every transfer made, in order (what tests count). */
  allTransfers(): readonly { readonly kind: 'between' | 'out'; readonly amount: number; readonly status: string; readonly targetId: string; readonly metadata: Readonly<Record<string, string>> }[] {
    return [...this.transfers.values()];
  }

  /** `GET /recipients/{id}`, which `getRecipientByCode` calls with a code instead. */
  get(idOrCode: string): FakeAnswer {
    const recipient = this.recipients.get(idOrCode) ?? [...this.recipients.values()].find((candidate) => candidate.code === idOrCode);
    return recipient === undefined ? refusal(404, 'Recipient not found.') : ok(this.wire(recipient));
  }

  list(query: URLSearchParams): FakeAnswer {
    const page = pageOf([...this.recipients.values()], query);
    return ok({ data: page.data.map((recipient) => this.wire(recipient)), paging: page.paging });
  }

  create(body: unknown): FakeAnswer {
    const parsed = recipientRequest.safeParse(body);
    if (!parsed.success) return refusal(422, 'The request is invalid.', { recipient: [parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')] });
    const account = parsed.data.default_bank_account;
    const hasBank = /^\d{3}$/.test(account.bank) && account.branch_number !== '' && account.account_number !== '';
    if (!hasBank && !account.pix_key) return refusal(422, 'The request is invalid.', { 'recipient.default_bank_account': ['A bank account or a Pix key is required.'] });
    if ([...this.recipients.values()].some((recipient) => recipient.code === parsed.data.code)) return refusal(412, 'A recipient with this code already exists.');
    const recipient: FakeRecipient = { id: pagarmeId('rp_'), code: parsed.data.code, name: parsed.data.name, document: parsed.data.document, type: parsed.data.type, bankAccount: account, createdAt: this.effects.now(), balance: 0 };
    this.recipients.set(recipient.id, recipient);
    return ok(this.wire(recipient));
  }

  balance(id: string): FakeAnswer {
    const recipient = this.recipients.get(id);
    if (recipient === undefined) return refusal(404, 'Recipient not found.');
    const answer = { currency: 'BRL', availableAmount: BigInt(recipient.balance), waitingFundsAmount: 0n, transferredAmount: 0n, paymentProfileId: null } satisfies GetBalanceResponse;
    return ok(toWireObject(answer));
  }

  /** `POST /transfers/recipients`: moves money from one recipient's balance to another's, at once. */
  transferBetween(body: unknown): FakeAnswer {
    const parsed = betweenRequest.safeParse(body);
    if (!parsed.success) return refusal(422, 'The request is invalid.', { transfer: ['amount, source_id and target_id are required.'] });
    const source = this.recipients.get(parsed.data.source_id);
    const target = this.recipients.get(parsed.data.target_id);
    if (source === undefined || target === undefined) return refusal(404, 'Recipient not found.');
    if (source.balance < parsed.data.amount) return refusal(412, 'The source recipient has not enough balance.');
    source.balance -= parsed.data.amount;
    target.balance += parsed.data.amount;
    const transfer = this.record('between', parsed.data.amount, source.id, target.id, {}, 'transferred');
    return ok(this.wireTransfer(transfer));
  }

  /** `POST /recipients/{id}/transfers`: sends money out of a recipient's balance to its bank account; the outcome comes by webhook. */
  transferOut(recipientId: string, body: unknown): FakeAnswer {
    const recipient = this.recipients.get(recipientId);
    if (recipient?.bankAccount == null) return refusal(404, 'Recipient not found.');
    const parsed = outRequest.safeParse(body);
    if (!parsed.success) return refusal(422, 'The request is invalid.', { amount: ['The amount field is required.'] });
    if (recipient.balance < parsed.data.amount) return refusal(412, 'The recipient has not enough balance.');
    recipient.balance -= parsed.data.amount;
    const transfer = this.record('out', parsed.data.amount, recipient.id, recipient.bankAccount.pix_key ?? recipient.bankAccount.account_number, parsed.data.metadata ?? {}, 'pending');
    const fails = recipient.bankAccount.pix_key === FAILING_PAYOUT_PIX_KEY;
    this.effects.later(() => {
      transfer.status = fails ? 'failed' : 'transferred';
      transfer.updatedAt = this.effects.now();
      // A transfer the bank refused gives the money back to the recipient's balance.
      if (fails) recipient.balance += transfer.amount;
      this.effects.event(fails ? 'transfer.failed' : 'transfer.paid', this.wireTransfer(transfer));
    });
    return ok(this.wireOut(transfer, recipient.bankAccount));
  }

  listTransfers(recipientId: string, query: URLSearchParams): FakeAnswer {
    const recipient = this.recipients.get(recipientId);
    if (recipient?.bankAccount == null) return recipient === undefined ? refusal(404, 'Recipient not found.') : ok({ data: [], paging: { total: 0 } });
    const account = recipient.bankAccount;
    const outs = [...this.transfers.values()].filter((transfer) => transfer.kind === 'out' && transfer.sourceId === recipientId && createdWithin(transfer.createdAt, query));
    const page = pageOf(outs, query);
    return ok({ data: page.data.map((transfer) => this.wireOut(transfer, account)), paging: page.paging });
  }

  /** `GET /transfers/{id}`: any transfer, with its source and target. */
  getTransfer(id: string): FakeAnswer {
    const transfer = this.transfers.get(id);
    return transfer === undefined ? refusal(404, 'Transfer not found.') : ok(this.wireTransfer(transfer));
  }

  private record(kind: FakeTransfer['kind'], amount: number, sourceId: string, targetId: string, metadata: Record<string, string>, status: FakeTransfer['status']): FakeTransfer {
    const now = this.effects.now();
    const transfer: FakeTransfer = { id: pagarmeId('tran_'), kind, amount, sourceId, targetId, metadata, createdAt: now, updatedAt: now, status };
    this.transfers.set(transfer.id, transfer);
    return transfer;
  }

  private wire(recipient: FakeRecipient) {
    const account = recipient.bankAccount;
    const answer = {
      id: recipient.id,
      code: recipient.code,
      name: recipient.name,
      document: recipient.document,
      type: recipient.type,
      status: 'active',
      paymentMode: 'bank_transfer',
      createdAt: recipient.createdAt.toISOString(),
      updatedAt: recipient.createdAt.toISOString(),
      ...(account === null ? {} : { defaultBankAccount: { holderName: account.holder_name, holderType: account.holder_type, bank: account.bank, branchNumber: account.branch_number, accountNumber: account.account_number, accountCheckDigit: account.account_check_digit, type: account.type, status: 'active', pixKey: account.pix_key ?? null } }),
    } satisfies GetRecipientResponse;
    return toWireObject(answer);
  }

  private wireTransfer(transfer: FakeTransfer) {
    const answer = {
      id: transfer.id,
      gatewayId: transfer.id.slice(5),
      amount: transfer.amount,
      status: transfer.status,
      createdAt: transfer.createdAt.toISOString(),
      updatedAt: transfer.updatedAt.toISOString(),
      metadata: transfer.metadata,
      type: transfer.kind === 'between' ? 'recipient' : 'bank_transfer',
      source: { sourceId: transfer.sourceId, type: 'recipient' },
      target: { targetId: transfer.targetId, type: transfer.kind === 'between' ? 'recipient' : 'bank_account' },
    } satisfies GetTransfer;
    return toWireObject(answer);
  }

  private wireOut(transfer: FakeTransfer, account: BankAccount) {
    const answer = {
      id: transfer.id,
      amount: transfer.amount,
      status: transfer.status,
      createdAt: transfer.createdAt.toISOString(),
      updatedAt: transfer.updatedAt.toISOString(),
      metadata: transfer.metadata,
      bankAccount: { holderName: account.holder_name, bank: account.bank, accountNumber: account.account_number, pixKey: account.pix_key ?? null },
    } satisfies GetTransferResponse;
    return toWireObject(answer);
  }
}
