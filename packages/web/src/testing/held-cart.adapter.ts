import type { CartPort } from '@publi/application';
import type { Cart, CartDelivery } from '@publi/domain';

type CartRequest = keyof CartPort;

interface HeldRequest {
  readonly kind: CartRequest;
  readonly send: () => void;
}

/**
 * A slow cart server: every request waits until the test releases it, and the server takes
 * released requests in the order they are released, so a test chooses how the network reorders
 * them. Behind it is a real cart port (the in-memory one), which holds the truth.
 */
export class HeldCartAdapter implements CartPort {
  private readonly waiting: HeldRequest[] = [];

  constructor(private readonly server: CartPort) {}

  /** How many requests are waiting for their answer. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  create(userId: string): Promise<Cart> {
    return this.hold('create', () => this.server.create(userId));
  }

  get(userId: string): Promise<Cart> {
    return this.hold('get', () => this.server.get(userId));
  }

  setDelivery(delivery: CartDelivery): Promise<Cart> {
    return this.hold('setDelivery', () => this.server.setDelivery(delivery));
  }

  replace(deliveries: readonly CartDelivery[]): Promise<Cart> {
    return this.hold('replace', () => this.server.replace(deliveries));
  }

  /**
   * Releases requests until none waits (counting those sent in answer to earlier ones), taking
   * the newest waiting one first (the worst order for a client that does not queue) or the oldest.
   */
  async releaseAll(order: 'newest-first' | 'oldest-first'): Promise<void> {
    for (;;) {
      await settled();
      const next = order === 'newest-first' ? this.waiting.pop() : this.waiting.shift();
      if (next === undefined) return;
      next.send();
    }
  }

  /** Releases the oldest requests, one at a time, until a request of `kind` is the one waiting. */
  async releaseUntilWaiting(kind: CartRequest): Promise<void> {
    for (;;) {
      await settled();
      const next = this.waiting[0];
      if (next === undefined) throw new Error(`No ${kind} request was sent.`);
      if (next.kind === kind) return;
      this.waiting.shift();
      next.send();
    }
  }

  private hold(kind: CartRequest, request: () => Promise<Cart>): Promise<Cart> {
    return new Promise<Cart>((resolve, reject) => {
      this.waiting.push({ kind, send: () => { request().then(resolve, reject); } });
    });
  }
}

/** Lets every answer already given run its continuations (and send what they send). */
function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
