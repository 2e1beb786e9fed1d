import { setTimeout as sleep } from 'node:timers/promises';

/** One attempt at a callback, as the local PSP made it. */
export interface CallbackRecord {
  readonly url: string;
  readonly body: unknown;
  readonly status: number | 'network-error';
}

/** The webhook registered with `PUT /webhook/{chave}`. */
export interface Webhook {
  readonly webhookUrl: string;
  readonly criacao: Date;
}

// A receiver that never answers must not hold a test (or `pay`) forever: it counts as a network error.
const ATTEMPT_TIMEOUT_MS = 5_000;

/**
 * The webhook Pix: one URL, and the callbacks `POST <webhookUrl>/pix` (the document's
 * `{$request.body#/webhookUrl}/pix`, appended as written) with `{ "pix": [...] }`, retried after
 * a non-2xx answer or a network error.
 */
export class Callbacks {
  readonly records: CallbackRecord[] = [];
  private webhook: Webhook | undefined;
  private last: { readonly url: string; readonly bytes: string } | undefined;

  constructor(
    private readonly retryDelaysMs: readonly number[],
    private readonly violationsOf: (body: unknown) => readonly string[],
    private readonly reportViolation: (violation: string) => void,
  ) {}

  /** Registers (or replaces) the webhook. */
  register(webhookUrl: string, now: Date): void {
    this.webhook = { webhookUrl, criacao: now };
  }

  /** The webhook registered, if any. */
  registered(): Webhook | undefined {
    return this.webhook;
  }

  /** Removes the webhook; false when there was none. */
  remove(): boolean {
    const had = this.webhook !== undefined;
    this.webhook = undefined;
    return had;
  }

  /** Sends the Pix to the webhook, if one is registered, until it answers 2xx or the retries run out. */
  async deliver(pix: readonly unknown[]): Promise<void> {
    if (!this.webhook) return;
    const body = { pix };
    this.violationsOf(body).forEach((violation) => {
      this.reportViolation(`callback: ${violation}`);
    });
    const url = `${this.webhook.webhookUrl}/pix`;
    const bytes = JSON.stringify(body);
    this.last = { url, bytes };
    for (let attempt = 0; ; attempt++) {
      const status = await this.post(url, bytes);
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      const delay = this.retryDelaysMs[attempt];
      if (delay === undefined) return;
      await sleep(delay);
    }
  }

  /** Sends the last callback again, byte for byte, once; answers the receiver's status. */
  async repeatLast(): Promise<number> {
    if (!this.last) throw new Error('the local PSP has sent no callback yet');
    const status = await this.post(this.last.url, this.last.bytes);
    if (status === 'network-error') throw new Error(`the replayed callback to ${this.last.url} met a network error`);
    return status;
  }

  private async post(url: string, bytes: string): Promise<number | 'network-error'> {
    let status: number | 'network-error';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bytes,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'network-error';
    }
    this.records.push({ url, body: JSON.parse(bytes) as unknown, status });
    return status;
  }
}
