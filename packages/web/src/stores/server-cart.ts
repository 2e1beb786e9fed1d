import type { LoadCartUseCase, ReplaceCartUseCase, SetCartDeliveryUseCase } from '@publi/application';
import { mergeVisitorSelection, removeCartDelivery, setCartDelivery, type Cart, type CartDelivery } from '@publi/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';

const SAVE_FAILED = 'Não foi possível atualizar o carrinho. Tente de novo.';

/** The cart use cases the server cart talks through. */
export interface ServerCartUseCases {
  readonly loadCart: LoadCartUseCase;
  readonly replaceCart: ReplaceCartUseCase;
  readonly setDelivery: SetCartDeliveryUseCase;
}

/**
 * A signed-in brand's cart on the server. Requests go one at a time, in the order the changes
 * were made, so the server keeps the last change whatever order answers could arrive in; the
 * screen shows every change at once, on top of the last answer, until its own answer comes.
 * Signing out (`forget`) drops what is still queued for that brand.
 */
export class ServerCart {
  /** The last cart the server answered, `null` until loaded. */
  confirmed: Cart | null = null;
  /** Changes made and not yet answered, oldest first; the first is the one in flight. */
  changes: readonly CartDelivery[] = [];
  private syncs = 0;
  private queue: Promise<unknown> = Promise.resolve();
  // Bumped by `forget`, so work queued for an earlier brand never lands on the next one.
  private epoch = 0;

  constructor(private readonly useCases: ServerCartUseCases) {
    makeAutoObservable<this, 'useCases' | 'queue' | 'epoch'>(this, { useCases: false, queue: false, epoch: false }, { autoBind: true });
  }

  /** Whether a load (and merge) is queued or running. */
  get isSyncing(): boolean {
    return this.syncs > 0;
  }

  /** The cart as the brand last changed it, or `null` before the server cart loads. */
  get cart(): Cart | null {
    return this.confirmed === null ? null : this.changes.reduce(applyChange, this.confirmed);
  }

  isPending(creatorId: number): boolean {
    return this.changes.some((change) => change.creatorId === creatorId);
  }

  /** Sets one creator's delivery (all zero removes them); answers the pt-BR error, or `null`. */
  save(delivery: CartDelivery): Promise<string | null> {
    if (this.confirmed === null) return Promise.resolve(null);
    this.changes = [...this.changes, delivery];
    return this.enqueue(async (epoch) => {
      const confirmed = this.confirmed;
      if (confirmed === null) return null;
      try {
        const saved = await this.useCases.setDelivery.execute(confirmed, delivery);
        this.settle(epoch, saved);
        return null;
      } catch (error) {
        this.settle(epoch, confirmed);
        return errorMessageOf(error, SAVE_FAILED);
      }
    });
  }

  /**
   * Loads the brand's cart and merges the visitor's selection into it (the server wins for the
   * creators it had). `visitor` is read again after each answer, so a creator picked while the
   * merge runs is sent too; `merged` runs in the same step the cart is taken, so none is lost.
   */
  load(brandId: string, visitor: () => readonly CartDelivery[], merged: () => void): Promise<string | null> {
    this.syncs += 1;
    return this.enqueue(async (epoch) => {
      try {
        let cart = await this.useCases.loadCart.execute(brandId);
        const serverCreators = cart.creators;
        let sent = serverCreators;
        for (let next = mergeVisitorSelection(serverCreators, visitor()); !sameDeliveries(next, sent); next = mergeVisitorSelection(serverCreators, visitor())) {
          cart = await this.useCases.replaceCart.execute(next);
          sent = next;
        }
        runInAction(() => {
          if (epoch !== this.epoch) return;
          this.confirmed = cart;
          merged();
        });
        return null;
      } catch (error) {
        return errorMessageOf(error, SAVE_FAILED);
      } finally {
        runInAction(() => (this.syncs -= 1));
      }
    });
  }

  /** Forgets the cart and whatever is still queued (signing out). */
  forget(): void {
    this.epoch += 1;
    this.confirmed = null;
    this.changes = [];
  }

  /** Runs `work` once every earlier request is answered, unless the brand changed meanwhile. */
  private enqueue(work: (epoch: number) => Promise<string | null>): Promise<string | null> {
    const epoch = this.epoch;
    const result = this.queue.then(() => (epoch === this.epoch ? work(epoch) : null));
    this.queue = result;
    return result;
  }

  /** Takes the answer to the oldest change, which is then no longer pending. */
  private settle(epoch: number, cart: Cart): void {
    runInAction(() => {
      if (epoch !== this.epoch) return;
      this.confirmed = cart;
      this.changes = this.changes.slice(1);
    });
  }
}

function applyChange(cart: Cart, change: CartDelivery): Cart {
  return change.stories + change.feed + change.tiktok === 0 ? removeCartDelivery(cart, change.creatorId) : setCartDelivery(cart, change);
}

function sameDeliveries(a: readonly CartDelivery[], b: readonly CartDelivery[]): boolean {
  return a.length === b.length && a.every((each, index) => {
    const other = b[index];
    return other !== undefined && each.creatorId === other.creatorId && each.stories === other.stories && each.feed === other.feed && each.tiktok === other.tiktok;
  });
}
