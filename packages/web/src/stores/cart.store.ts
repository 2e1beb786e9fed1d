import {
  isApplicationError,
  type CreatorCard,
  type LoadCartUseCase,
  type ReplaceCartUseCase,
  type SearchCreatorsUseCase,
  type SelectedCreator,
  type SelectedCreatorsUseCase,
  type SetCartDeliveryUseCase,
} from '@publi/application';
import type { Cart, CartDelivery } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { USE_CASE_TOKENS } from './use-case.tokens.js';
import { cartLineOf, type CartLine } from '../shared/creator/cart-line.js';
import { CartPriceCards } from './cart-price-cards.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';

/** A creator enters the cart with one story: the smallest useful ask, changed on the cart page. */
export const DEFAULT_DELIVERY = { stories: 1, feed: 0, tiktok: 0 } as const;
export type JobFormat = keyof typeof DEFAULT_DELIVERY;

const SAVE_FAILED = 'Não foi possível atualizar o carrinho. Tente de novo.';
const PRICES_FAILED = 'Não foi possível carregar os preços dos criadores. Tente de novo.';

/**
 * The creators a brand is about to hire. Visitors (and anyone before the server cart loads) keep
 * a selection in local storage; a signed-in brand's cart lives on the server, which is the truth
 * once loaded: on sign-in the local selection is merged into it and then cleared.
 */
@injectable()
export class CartStore {
  selected: readonly SelectedCreator[];
  /** Quantities of the local selection; memory only, as storage keeps just who was picked. */
  readonly localDeliveries = new Map<number, CartDelivery>();
  serverCart: Cart | null = null;
  /** Cards (names, pictures, prices) of the creators in the cart. */
  private readonly cards: CartPriceCards;
  readonly pending = new Set<number>();
  isSyncing = false;
  error: string | null = null;

  constructor(
    @inject(USE_CASE_TOKENS.SelectedCreators) private readonly selection: SelectedCreatorsUseCase,
    @inject(USE_CASE_TOKENS.LoadCart) private readonly loadCart: LoadCartUseCase,
    @inject(USE_CASE_TOKENS.ReplaceCart) private readonly replaceCart: ReplaceCartUseCase,
    @inject(USE_CASE_TOKENS.SetCartDelivery) private readonly setDelivery: SetCartDeliveryUseCase,
    @inject(USE_CASE_TOKENS.SearchCreators) searchCreators: SearchCreatorsUseCase,
    @inject(STORE_TOKENS.Session) private readonly session: SessionStore,
  ) {
    this.selected = selection.list();
    this.cards = new CartPriceCards(searchCreators);
    makeAutoObservable<this, 'selection' | 'loadCart' | 'replaceCart' | 'setDelivery' | 'session' | 'cards'>(
      this,
      { selection: false, loadCart: false, replaceCart: false, setDelivery: false, session: false, cards: false },
      { autoBind: true },
    );
    // Signing in as a brand loads (and merges into) the server cart; signing out forgets it.
    reaction(
      () => this.brandId,
      (brandId) => {
        if (brandId === null) this.forgetServerCart();
        else void this.sync();
      },
    );
  }

  /** The signed-in brand's external id (the cart's `user_id`), or `null`. */
  get brandId(): string | null {
    const user = this.session.user;
    return user?.type === 'brand' ? user.externalId : null;
  }

  get isOnServer(): boolean {
    return this.brandId !== null && this.serverCart !== null;
  }

  get deliveries(): readonly CartDelivery[] {
    if (this.serverCart !== null && this.brandId !== null) return this.serverCart.creators;
    return this.localSelection;
  }

  /** The local selection with its quantities (what a visitor has, and what sign-in merges). */
  get localSelection(): readonly CartDelivery[] {
    return this.selected.map((creator) => this.localDeliveries.get(creator.id) ?? { creatorId: creator.id, ...DEFAULT_DELIVERY });
  }

  get count(): number {
    return this.deliveries.length;
  }

  get lines(): readonly CartLine[] {
    return this.deliveries.map((delivery) => cartLineOf(delivery, this.cards.get(delivery.creatorId), this.selected));
  }

  /** Total in centavos of the priced items. */
  get total(): number {
    return this.lines.reduce((sum, line) => sum + line.subtotal, 0);
  }

  get hasUnpricedItems(): boolean {
    return this.lines.some((line) => line.hasUnpriced);
  }

  has(creatorId: number): boolean {
    return this.deliveries.some((delivery) => delivery.creatorId === creatorId);
  }

  isPending(creatorId: number): boolean {
    return this.pending.has(creatorId);
  }

  dismissError(): void {
    this.error = null;
  }

  /** The cart page's entry: reload the server cart for a brand, and the cards of every line. */
  async enter(): Promise<void> {
    if (this.brandId !== null) await this.sync();
    else await this.loadMissingCards();
  }

  /** Adds or removes the creator; answers the pt-BR error, or `null` when it worked. */
  toggle(card: CreatorCard): Promise<string | null> {
    return this.has(card.id) ? this.remove(card.id) : this.add(card);
  }

  add(card: CreatorCard): Promise<string | null> {
    this.cards.remember(card);
    if (this.has(card.id)) return Promise.resolve(null);
    if (!this.isOnServer) {
      this.selected = this.selection.add({ id: card.id, name: card.name, image: card.image });
      return Promise.resolve(null);
    }
    return this.save({ creatorId: card.id, ...DEFAULT_DELIVERY });
  }

  remove(creatorId: number): Promise<string | null> {
    if (!this.isOnServer) {
      this.selected = this.selection.remove(creatorId);
      this.localDeliveries.delete(creatorId);
      return Promise.resolve(null);
    }
    return this.save({ creatorId, stories: 0, feed: 0, tiktok: 0 });
  }

  /** Sets how many pieces of one format; a delivery never drops to nothing (removing is explicit). */
  setQuantity(creatorId: number, format: JobFormat, quantity: number): Promise<string | null> {
    const current = this.deliveries.find((delivery) => delivery.creatorId === creatorId);
    if (current === undefined) return Promise.resolve(null);
    const next = { ...current, [format]: Math.max(0, Math.floor(quantity)) };
    if (next.stories + next.feed + next.tiktok === 0) return Promise.resolve(null);
    if (!this.isOnServer) {
      this.localDeliveries.set(creatorId, next);
      return Promise.resolve(null);
    }
    return this.save(next);
  }

  /** Loads the server cart, merges the local selection into it, then clears the selection. */
  async sync(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === null) return;
    this.isSyncing = true;
    try {
      let cart = await this.loadCart.execute(brandId);
      const known = new Set(cart.creators.map((delivery) => delivery.creatorId));
      const missing = this.localSelection.filter((delivery) => !known.has(delivery.creatorId));
      if (missing.length > 0) cart = await this.replaceCart.execute([...cart.creators, ...missing]);
      if (this.brandId !== brandId) return;
      runInAction(() => {
        this.serverCart = cart;
        this.selection.clear();
        this.selected = [];
        this.localDeliveries.clear();
        this.error = null;
      });
      await this.loadMissingCards();
    } catch (error) {
      runInAction(() => (this.error = messageOf(error)));
    } finally {
      runInAction(() => (this.isSyncing = false));
    }
  }

  private forgetServerCart(): void {
    this.serverCart = null;
    this.selected = this.selection.list();
  }

  private async save(delivery: CartDelivery): Promise<string | null> {
    const { serverCart, brandId } = this;
    if (serverCart === null) return null;
    this.pending.add(delivery.creatorId);
    try {
      const saved = await this.setDelivery.execute(serverCart, delivery);
      runInAction(() => {
        if (this.brandId === brandId) this.serverCart = saved;
        this.error = null;
      });
      return null;
    } catch (error) {
      const message = messageOf(error);
      runInAction(() => (this.error = message));
      return message;
    } finally {
      runInAction(() => this.pending.delete(delivery.creatorId));
    }
  }

  private async loadMissingCards(): Promise<void> {
    const complete = await this.cards.loadMissing(this.deliveries.map((delivery) => delivery.creatorId));
    if (!complete) runInAction(() => (this.error = PRICES_FAILED));
  }
}

function messageOf(error: unknown): string {
  return isApplicationError(error) ? error.message : SAVE_FAILED;
}
