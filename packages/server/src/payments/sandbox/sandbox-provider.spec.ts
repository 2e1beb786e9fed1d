import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebhookSignatureValid } from '../webhook-signature.js';
import { SandboxPaymentProvider } from './sandbox-provider.js';

const SECRET = 'segredo-de-teste';
const clock = { now: () => new Date('2026-11-25T12:00:00.000Z') };
const merchant = { key: 'pix@publi.com.br', name: 'Publi', city: 'Sao Paulo' };

const aPayout = { reference: 'publi-contract-1', amountCentavos: 1000, destination: { kind: 'pix', key: 'ana@exemplo.com.br', ownerName: 'Ana', ownerDocument: '12345678909' }, idempotencyKey: 'payout-1' } as const;
const aCardForm = { number: '4242424242424242', holderName: 'Rita', expiryMonth: 12, expiryYear: 2099, cvc: '123' };

/** A sandbox whose webhook calls answer `statuses` in turn (the last one from then on), and what it was sent. */
function sandboxAnswering(...statuses: number[]) {
  const sandbox = new SandboxPaymentProvider(SECRET, merchant, clock);
  const sent: { rawBody: string; signature: string }[] = [];
  sandbox.connect((rawBody, signature) => {
    sent.push({ rawBody, signature });
    return Promise.resolve(statuses[Math.min(sent.length - 1, statuses.length - 1)] ?? 200);
  });
  return { sandbox, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the sandbox provider calling the webhook', () => {
  it('sends each event once, signed, when the receiver takes it', async () => {
    const { sandbox, sent } = sandboxAnswering(200);
    await sandbox.payout(aPayout);
    await sandbox.idle();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.rawBody ?? '{}')).toMatchObject({ type: 'payout.paid' });
    expect(isWebhookSignatureValid(SECRET, sent[0]?.rawBody ?? '', sent[0]?.signature)).toBe(true);
  });

  it('sends the same event again after a 404 (it overtook the commit of its payout) until it is taken', async () => {
    const { sandbox, sent } = sandboxAnswering(404, 404, 200);
    await sandbox.payout(aPayout);
    await sandbox.idle();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((call) => call.rawBody)).size).toBe(1);
  });

  it('gives up after four retries, over about eight seconds, when the receiver never takes the event', async () => {
    vi.useFakeTimers();
    const { sandbox, sent } = sandboxAnswering(500);
    await sandbox.payout(aPayout);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(sent).toHaveLength(4);
    await vi.runAllTimersAsync();
    await sandbox.idle();
    expect(sent).toHaveLength(5);
  });
});

describe('the sandbox honouring idempotency keys', () => {
  it('makes one charge per key: a repeated key answers the first charge, a new key charges anew', async () => {
    const { sandbox } = sandboxAnswering(200);
    const request = { reference: 'publi-project-1', amountCentavos: 165_000, expiresAt: new Date('2026-11-25T12:30:00.000Z') };
    const first = await sandbox.createPixCharge({ ...request, idempotencyKey: 'charge-a' });
    expect(await sandbox.createPixCharge({ ...request, idempotencyKey: 'charge-a' })).toEqual(first);
    const other = await sandbox.createPixCharge({ ...request, idempotencyKey: 'charge-b' });
    expect(other.id).not.toBe(first.id);
    expect(sandbox.operations().map((operation) => [operation.kind, operation.id])).toEqual([
      ['charge', first.id],
      ['charge', other.id],
    ]);
  });

  it('answers a repeated card key with the first charge whatever the token, and re-sends its settlement', async () => {
    const { sandbox, sent } = sandboxAnswering(200);
    const request = { reference: 'publi-project-1', amountCentavos: 165_000, idempotencyKey: 'card-a', payer: { name: 'Marca', email: 'marca@exemplo.com.br', cnpj: null } };
    const first = await sandbox.createCardCharge({ ...request, cardToken: sandbox.cards.tokenize(aCardForm).token });
    await sandbox.idle();
    expect(await sandbox.createCardCharge({ ...request, cardToken: 'tok_a_new_one_from_the_retry' })).toEqual(first);
    await sandbox.idle();
    expect(sandbox.operations()).toHaveLength(1);
    expect(sent.map((call) => JSON.parse(call.rawBody) as { type: string }).map((event) => event.type)).toEqual(['charge.paid', 'charge.paid']);
  });

  it('keeps no answer for an invalid token, so the same key may charge once a good token comes', async () => {
    const { sandbox } = sandboxAnswering(200);
    const request = { reference: 'publi-project-1', amountCentavos: 165_000, idempotencyKey: 'card-b', payer: { name: 'Marca', email: 'marca@exemplo.com.br', cnpj: null } };
    expect(await sandbox.createCardCharge({ ...request, cardToken: 'tok_unknown' })).toBe('invalid_token');
    expect(await sandbox.createCardCharge({ ...request, cardToken: sandbox.cards.tokenize(aCardForm).token })).toMatchObject({ status: 'pending' });
    expect(sandbox.operations()).toHaveLength(1);
  });

  it('refunds and pays out once per key, and refuses a key sent again with another amount', async () => {
    const { sandbox } = sandboxAnswering(200);
    const refund = { chargeId: 'ch_before_a_restart', amountCentavos: 1000, idempotencyKey: 'refund-a' };
    const refunded = await sandbox.refund(refund);
    expect(await sandbox.refund(refund)).toEqual(refunded);
    const paidOut = await sandbox.payout(aPayout);
    expect(await sandbox.payout(aPayout)).toEqual(paidOut);
    await expect(sandbox.payout({ ...aPayout, amountCentavos: 2000 })).rejects.toThrow('the idempotency key was first used with other parameters');
    await sandbox.idle();
    expect(sandbox.operations().map((operation) => operation.kind)).toEqual(['refund', 'payout']);
  });
});
