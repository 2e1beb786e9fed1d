import { timingSafeEqual } from 'node:crypto';
import type { ClockPort } from '../../ports/clock.port.js';
import { ProviderRefusedError, ProviderUnavailableError, type PixDueTerms, type ProviderCharge } from '../../ports/payment-provider.port.js';
import type { ProviderEvent } from '../payments-provider-events.service.js';
import { pixQrImage } from '../pix-qr-image.js';
import { pspChargeOf, pspRefundOf, type PspCharge } from './api-pix-answers.js';
import type { ApiPixConfig } from './api-pix-config.js';
import type { ApiPixHttp, PspAnswer } from './api-pix-http.js';
import { chargeIdOf, cobBody, cobvBody, parseChargeId, pspIdOf, valorOf, type ChargeKind } from './api-pix-wire.js';

/** The shortest life a charge is created with: a charge about to expire still gets a minute at the PSP. */
const MIN_EXPIRY_SECONDS = 60;

/**
 * Pix through the receiving PSP's API Pix (the Central Bank's standard, specs/pix-api): immediate
 * charges (`cob`), charges with a due date (`cobv`), refunds of what they received (`devolucao`),
 * and the webhook the PSP calls when a Pix arrives. Publi's idempotency keys become the PSP's own
 * ids (the txid, the refund's id), so a call repeated after a lost answer finds what the first
 * made: the PSP refuses a txid it has, and the adapter reads it back instead. A callback is only a
 * hint: the payment is confirmed by reading the charge from the PSP over mutual TLS.
 */
export class ApiPixProvider {
  constructor(
    private readonly http: ApiPixHttp,
    private readonly config: Pick<ApiPixConfig, 'pixKey' | 'webhookToken'>,
    private readonly clock: ClockPort,
  ) {}

  /** Whether `chargeId` is a charge of this PSP (a refund of it goes here). */
  owns(chargeId: string): boolean {
    return parseChargeId(chargeId) !== null;
  }

  async createPixCharge(request: { reference: string; amountCentavos: number; expiresAt: Date; idempotencyKey: string; due?: PixDueTerms }): Promise<ProviderCharge> {
    const kind: ChargeKind = request.due === undefined ? 'cob' : 'cobv';
    const txid = pspIdOf(request.idempotencyKey);
    const seconds = Math.max(MIN_EXPIRY_SECONDS, Math.ceil((request.expiresAt.getTime() - this.clock.now().getTime()) / 1000));
    const body = request.due === undefined ? cobBody(this.config.pixKey, request.amountCentavos, seconds, request.reference) : cobvBody(this.config.pixKey, request.amountCentavos, request.due, request.reference);
    const created = await this.http.call('PUT', `/${kind}/${txid}`, body);
    // A repeated key: the PSP refuses the txid it already has, and the charge is read back.
    const charge = (created.status === 201 ? pspChargeOf(created.body) : null) ?? (await this.readCharge(kind, txid));
    if (charge === null) throw new ProviderUnavailableError(new Error(`the PSP refused the charge: ${problemOf(created)}`));
    if (charge.originalCentavos !== request.amountCentavos) throw new Error('the idempotency key was used for another amount');
    if (charge.code === null) throw new Error('the PSP answered a charge without its pixCopiaECola');
    return { id: chargeIdOf(kind, txid), status: 'pending', pix: { code: charge.code, qrImage: await pixQrImage(charge.code), txid, expiresAt: request.expiresAt }, card: null };
  }

  /**
   * Gives `amountCentavos` of the Pix a charge received back to its payer (`PUT
   * /pix/{e2eid}/devolucao/{id}`). @throws ProviderRefusedError when the PSP will not make it.
   */
  async refund(request: { chargeId: string; amountCentavos: number; idempotencyKey: string }): Promise<{ id: string }> {
    const charge = parseChargeId(request.chargeId);
    if (charge === null) throw new Error('not a charge of the API Pix');
    const received = (await this.readCharge(charge.kind, charge.txid))?.received[0];
    if (received === undefined) throw new Error('the charge has received no Pix to give back');
    const id = pspIdOf(request.idempotencyKey);
    const path = `/pix/${received.endToEndId}/devolucao/${id}`;
    const asked = await this.http.call('PUT', path, { valor: valorOf(request.amountCentavos), descricao: 'Devolução Publi' });
    // A repeated key: the PSP refuses the id it already has, and the refund is read back.
    let refund = asked.status === 201 ? pspRefundOf(asked.body) : null;
    if (refund === null) {
      const kept = await this.http.call('GET', path);
      refund = kept.status === 200 ? pspRefundOf(kept.body) : null;
    }
    if (refund === null) throw new ProviderRefusedError(problemOf(asked));
    if (refund.status === 'NAO_REALIZADO') throw new ProviderRefusedError(refund.motivo ?? 'a devolução não foi realizada');
    return { id: `${received.endToEndId}/${id}` };
  }

  /** Registers `url` as where the PSP calls when a Pix is paid to Publi's key (`PUT /webhook/{chave}`). */
  async registerWebhook(url: string): Promise<void> {
    const answer = await this.http.call('PUT', `/webhook/${encodeURIComponent(this.config.pixKey)}`, { webhookUrl: url });
    if (answer.status >= 300) throw new Error(`the PSP refused the webhook: ${problemOf(answer)}`);
  }

  /** Whether `token` is the webhook URL's secret, compared in constant time. */
  isWebhookToken(token: string): boolean {
    const expected = Buffer.from(this.config.webhookToken);
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The settlement a callback speaks of, confirmed by reading the charge `txid` from the PSP: an
   * event naming the Pix `endToEndId` (so a repeated callback is the same event) with what it
   * paid, or null when the PSP knows no such payment (a forged or mistaken callback).
   */
  async confirmedPayment(txid: string, endToEndId: string): Promise<ProviderEvent | null> {
    for (const kind of ['cob', 'cobv'] as const) {
      const found = (await this.paymentsOf(chargeIdOf(kind, txid))).find((event) => event.id === eventIdOf(endToEndId));
      if (found !== undefined) return found;
    }
    return null;
  }

  /** The Pix the PSP received for charge `chargeId`, as the provider's events (none for another provider's charge). */
  async paymentsOf(chargeId: string): Promise<ProviderEvent[]> {
    const charge = parseChargeId(chargeId);
    const received = charge === null ? [] : ((await this.readCharge(charge.kind, charge.txid))?.received ?? []);
    return received.map((pix) => ({ id: eventIdOf(pix.endToEndId), type: 'charge.paid', objectId: chargeId, reason: undefined, amountCentavos: pix.centavos }));
  }

  private async readCharge(kind: ChargeKind, txid: string): Promise<PspCharge | null> {
    const answer = await this.http.call('GET', `/${kind}/${txid}`);
    return answer.status === 200 ? pspChargeOf(answer.body) : null;
  }
}

/** The provider event of one received Pix: its end-to-end id, unique in the Pix system. */
function eventIdOf(endToEndId: string): string {
  return `pix-${endToEndId}`;
}

/** A PSP's problem (RFC 7807) in one line: its title and detail, for logs and refusals. */
function problemOf(answer: PspAnswer): string {
  const problem = answer.body as { title?: unknown; detail?: unknown } | null;
  const parts = [problem?.title, problem?.detail].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(': ') : `status ${String(answer.status)}`;
}
