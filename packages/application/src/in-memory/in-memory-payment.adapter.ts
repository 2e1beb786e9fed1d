import { isOverPaymentLimit, pixDueLateFees, platformFeeCentavos, quotePayment, saoPauloDay } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { CardForm, CardToken, DownloadedFile, Payment, PaymentQuote, PaymentReceipt, PaymentRequest } from '../model/payment.model.js';
import type { CheckoutPort } from '../ports/checkout.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { PaymentPort } from '../ports/payment.port.js';
import { InMemoryClock } from './in-memory-clock.adapter.js';
import type { InMemoryContractAdapter } from './in-memory-contract.adapter.js';
import { inMemoryPixDueCharge, inMemoryPixDueOffer } from './in-memory-pix-due.js';
import { settle } from './profile-inputs.js';
import { cardFormProblems } from './sandbox-card-form.js';

// The sandbox's test numbers, as its README lists them: these decline, any other valid number approves.
const DECLINES: Readonly<Record<string, 'PAYMENT.CARD_DECLINED_FUNDS' | 'PAYMENT.CARD_DECLINED_FRAUD'>> = {
  '9995': 'PAYMENT.CARD_DECLINED_FUNDS',
  '0019': 'PAYMENT.CARD_DECLINED_FRAUD',
};

/**
 * The payment provider and Publi's payments in memory, for use cases and scripts: a quote with the
 * fee, Pix charges (immediate or com vencimento) that wait for {@link InMemoryPaymentAdapter.settlePix}
 * (the webhook's stand-in, also behind "simular pagamento"), card tokens that settle at once or
 * decline as the sandbox's do.
 */
export class InMemoryPaymentAdapter implements PaymentPort, CheckoutPort {
  private readonly payments = new Map<number, Payment>();
  private readonly tokens = new Map<string, string>();
  /** The payment each attempt's key made, by key, method and contracts (as the server keys them). */
  private readonly attempts = new Map<string, number>();
  private issued = 0;

  /**
   * @param contracts - where paid contracts move. @param feeBasisPoints - the platform fee (1000 = 10%).
   * @param clock - today, against which a card's validity and a Pix com vencimento's days are judged.
   * @param brandHasCnpj - whether the signed-in brand has its CNPJ (Pix com vencimento asks for it).
   */
  constructor(
    private readonly contracts: InMemoryContractAdapter,
    private readonly feeBasisPoints = 1000,
    private readonly clock: ClockPort = new InMemoryClock(),
    private readonly brandHasCnpj: () => boolean = () => false,
  ) {}

  /** What paying the contracts costs. */
  async quote(contractIds: readonly number[]): Promise<PaymentQuote> {
    const found = await Promise.all(contractIds.map((id) => this.contracts.get(id)));
    const quote = quotePayment(found.map((contract) => ({ contractId: contract.id, amountCentavos: contract.terms.amountCentavos })), this.feeBasisPoints);
    const first = found[0];
    if (first === undefined) throw new ApplicationError('REQUEST.INVALID');
    return {
      projectId: first.projectId,
      projectName: first.projectName,
      items: quote.items.map((item) => ({ ...item, creatorName: found.find((contract) => contract.id === item.contractId)?.creator.name ?? '' })),
      amountCentavos: quote.amountCentavos,
      feeCentavos: quote.feeCentavos,
      totalCentavos: quote.totalCentavos,
      feeBasisPoints: this.feeBasisPoints,
      pixExpiryMinutes: 30,
      simulation: true,
      pixDue: inMemoryPixDueOffer(quote.totalCentavos, this.today(), this.brandHasCnpj()),
    };
  }

  /** Pays: a Pix waits, a card settles or declines; an attempt's key sent again answers the payment it made. */
  async pay(request: PaymentRequest): Promise<Payment> {
    const attempt = request.idempotencyKey === undefined ? undefined : `${request.idempotencyKey}|${request.method}|${[...request.contractIds].sort((a, b) => a - b).join(',')}`;
    const earlier = attempt === undefined ? undefined : this.payments.get(this.attempts.get(attempt) ?? 0);
    if (earlier !== undefined) return earlier;
    const payment = await this.charge(request);
    if (attempt !== undefined) this.attempts.set(attempt, payment.id);
    return payment;
  }

  private async charge(request: PaymentRequest): Promise<Payment> {
    const quote = await this.quote(request.contractIds);
    if (isOverPaymentLimit(quote.amountCentavos)) throw new ApplicationError('PAYMENT.OVER_LIMIT');
    for (const item of quote.items) if ((await this.contracts.get(item.contractId)).status !== 'accepted') throw new ApplicationError('PAYMENT.NOT_PAYABLE');
    const waiting = [...this.payments.values()].find((payment) => payment.status === 'pending' && payment.items.every((item) => request.contractIds.includes(item.contractId)));
    // As the server: the same kind of Pix (due the same day) is the one still waiting.
    if (waiting && request.method !== 'card' && waiting.method === request.method && (waiting.pix?.due?.dueDate ?? undefined) === request.dueDate) return waiting;
    const terms = request.method === 'pix_due' ? inMemoryPixDueCharge(quote.pixDue, request.dueDate, this.today()) : null;
    this.issued += 1;
    const base: Payment = { id: this.issued, projectId: quote.projectId, projectName: quote.projectName, method: request.method, status: 'pending', items: quote.items, amountCentavos: quote.amountCentavos, feeCentavos: quote.feeCentavos, totalCentavos: quote.totalCentavos, lateFeesCentavos: 0, pix: null, card: null, statusReason: null, createdAt: new Date(0).toISOString(), paidAt: null, refundedAt: null };
    if (request.method !== 'card') {
      const txid = `PUBLI${String(this.issued).padStart(20, '0')}`;
      const expiresAt = terms?.expiresAt ?? new Date(30 * 60_000).toISOString();
      const payment: Payment = { ...base, pix: { code: `00020126PIX${txid}`, qrImage: 'data:image/png;base64,', txid, expiresAt, due: terms?.due ?? null } };
      this.payments.set(payment.id, payment);
      return payment;
    }
    const last4 = this.tokens.get(request.cardToken ?? '');
    this.tokens.delete(request.cardToken ?? '');
    if (last4 === undefined) throw new ApplicationError('PAYMENT.CARD_TOKEN_INVALID');
    const card = { brand: 'Visa', last4 };
    const declined = DECLINES[last4];
    if (declined !== undefined) {
      this.payments.set(base.id, { ...base, card, status: 'failed' });
      throw new ApplicationError(declined);
    }
    for (const item of quote.items) this.contracts.markPaid(item.contractId);
    const paid: Payment = { ...base, card, status: 'paid', paidAt: new Date(0).toISOString() };
    this.payments.set(paid.id, paid);
    return paid;
  }

  /** One payment, for its brand. */
  get(paymentId: number): Promise<Payment> {
    return settle(() => this.find(paymentId));
  }

  /** The signed-in brand's payments, of one project or all. */
  list(projectId?: number): Promise<readonly Payment[]> {
    return settle(() => [...this.payments.values()].filter((payment) => this.isOwn(payment) && (projectId === undefined || payment.projectId === projectId)).reverse());
  }

  /** A paid payment's receipt. */
  receipt(paymentId: number): Promise<PaymentReceipt> {
    return settle(() => {
      const payment = this.find(paymentId);
      if (payment.paidAt === null) throw new ApplicationError('PAYMENT.NOT_PAID');
      return { payment, payer: { name: payment.projectName, document: null }, payees: payment.items.map((item) => ({ contractId: item.contractId, name: item.creatorName, document: null })), platform: { name: 'Publi Tecnologia Ltda.', document: null } };
    });
  }

  /** The list as CSV (or the same text for .xlsx: scripts only read it). */
  export(format: 'csv' | 'xlsx', projectId?: number): Promise<DownloadedFile> {
    return settle(() => {
      const rows = [...this.payments.values()].filter((payment) => projectId === undefined || payment.projectId === projectId);
      const text = ['Pagamento;Status;Total', ...rows.map((payment) => `${String(payment.id)};${payment.status};${String(payment.totalCentavos)}`)].join('\n');
      return { fileName: `pagamentos.${format}`, mediaType: format === 'csv' ? 'text/csv' : 'application/octet-stream', bytes: Uint8Array.from(text, (character) => character.charCodeAt(0) & 0xff) };
    });
  }

  /** The checkout's token for a card: its last four digits decide how it fares. */
  tokenize(card: CardForm): Promise<CardToken> {
    return settle(() => {
      const problems = cardFormProblems(card, this.today());
      if (Object.keys(problems).length > 0) throw new ApplicationError('REQUEST.INVALID', undefined, problems);
      const digits = card.number.replace(/\D/g, '');
      const token = `tok_${String((this.issued += 1))}`;
      this.tokens.set(token, digits.slice(-4));
      return { token, brand: 'Visa', last4: digits.slice(-4) };
    });
  }

  /** "Simular pagamento": settles the Pix of `txid`. */
  simulatePix(txid: string): Promise<void> {
    return settle(() => {
      const payment = [...this.payments.values()].find((one) => one.pix?.txid === txid);
      if (!payment) throw new ApplicationError('PAYMENT.NOT_FOUND');
      this.settlePix(payment.id);
    });
  }

  /** Settles a pending Pix payment, as the provider's webhook would; a Pix com vencimento paid after its due date adds its fine and interest. */
  settlePix(paymentId: number): void {
    const payment = this.find(paymentId);
    if (payment.status !== 'pending') return;
    for (const item of payment.items) this.contracts.markPaid(item.contractId);
    const due = payment.pix?.due ?? null;
    const late = due === null ? null : pixDueLateFees(payment.totalCentavos, due.dueDate, this.today());
    const lateFeesCentavos = late === null ? 0 : late.fineCentavos + late.interestCentavos;
    this.payments.set(paymentId, { ...payment, status: 'paid', lateFeesCentavos, pix: null, paidAt: new Date(0).toISOString() });
  }

  // São Paulo's today, by this adapter's clock.
  private today(): string {
    return saoPauloDay(new Date(this.clock.nowSeconds() * 1000));
  }

  /** The fee on `amountCentavos` at this adapter's rate. */
  feeOf(amountCentavos: number): number {
    return platformFeeCentavos(amountCentavos, this.feeBasisPoints);
  }

  // As the server: another brand's payment, like an unknown one, is not found.
  private find(paymentId: number): Payment {
    const payment = this.payments.get(paymentId);
    if (!payment || !this.isOwn(payment)) throw new ApplicationError('PAYMENT.NOT_FOUND');
    return payment;
  }

  private isOwn(payment: Payment): boolean {
    try {
      return payment.items.every((item) => this.contracts.roleOf(item.contractId) === 'brand');
    } catch {
      return false;
    }
  }
}
