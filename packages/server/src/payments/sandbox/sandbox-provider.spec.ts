import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebhookSignatureValid } from '../webhook-signature.js';
import { SandboxPaymentProvider } from './sandbox-provider.js';

const SECRET = 'segredo-de-teste';
const clock = { now: () => new Date('2026-11-25T12:00:00.000Z') };
const merchant = { key: 'pix@publi.com.br', name: 'Publi', city: 'Sao Paulo' };

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
    await sandbox.payout({ reference: 'publi-contract-1', amountCentavos: 1000, destination: { kind: 'pix', key: 'ana@exemplo.com.br', ownerName: 'Ana', ownerDocument: '12345678909' } });
    await sandbox.idle();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.rawBody ?? '{}')).toMatchObject({ type: 'payout.paid' });
    expect(isWebhookSignatureValid(SECRET, sent[0]?.rawBody ?? '', sent[0]?.signature)).toBe(true);
  });

  it('sends the same event again after a 404 (it overtook the commit of its payout) until it is taken', async () => {
    const { sandbox, sent } = sandboxAnswering(404, 404, 200);
    await sandbox.payout({ reference: 'publi-contract-1', amountCentavos: 1000, destination: { kind: 'pix', key: 'ana@exemplo.com.br', ownerName: 'Ana', ownerDocument: '12345678909' } });
    await sandbox.idle();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((call) => call.rawBody)).size).toBe(1);
  });

  it('gives up after four retries, over about eight seconds, when the receiver never takes the event', async () => {
    vi.useFakeTimers();
    const { sandbox, sent } = sandboxAnswering(500);
    await sandbox.payout({ reference: 'publi-contract-1', amountCentavos: 1000, destination: { kind: 'pix', key: 'ana@exemplo.com.br', ownerName: 'Ana', ownerDocument: '12345678909' } });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(sent).toHaveLength(4);
    await vi.runAllTimersAsync();
    await sandbox.idle();
    expect(sent).toHaveLength(5);
  });
});
