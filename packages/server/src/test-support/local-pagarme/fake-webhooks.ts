import { createHmac } from 'node:crypto';
import { pagarmeId } from './fake-answers.js';

/** One webhook call and what the receiver answered (0 when it could not be reached). */
export interface WebhookDelivery {
  readonly type: string;
  readonly objectId: string;
  readonly status: number;
}

/**
 * Pagar.me's webhooks ("postbacks"): a JSON event `{ id: 'hook_…', type, created_at, data }`,
 * signed in `X-Hub-Signature` as `sha1=` and the hex HMAC-SHA1 of the exact body keyed with the
 * account's secret key, and retried, as a provider does, while the receiver answers anything but 2xx.
 */
export class FakeWebhooks {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  url: string | undefined;

  constructor(
    private readonly secretKey: string,
    private readonly retryDelaysMs: readonly number[],
  ) {}

  /** Sends event `type` about `data` once the current request has answered; nothing while no URL is set (no webhook configured). */
  send(type: string, data: object & { id?: unknown }): void {
    if (this.url === undefined) return;
    const rawBody = JSON.stringify({ id: pagarmeId('hook_'), account: { id: 'acc_publi0000000000', name: 'Publi' }, type, created_at: new Date().toISOString(), data });
    const objectId = typeof data.id === 'string' ? data.id : '';
    const sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.deliver(type, objectId, rawBody));
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  /** Resolves once every webhook started so far has been answered 2xx or given up on. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(type: string, objectId: string, rawBody: string): Promise<void> {
    const signature = `sha1=${createHmac('sha1', this.secretKey).update(rawBody, 'utf8').digest('hex')}`;
    for (const delay of [0, ...this.retryDelaysMs]) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (this.url === undefined) return;
      const status = await fetch(this.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature': signature }, body: rawBody }).then(
        (response) => response.status,
        () => 0,
      );
      this.deliveries.push({ type, objectId, status });
      if (status >= 200 && status < 300) return;
    }
  }
}
