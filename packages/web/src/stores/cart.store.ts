import type { CreatorCard, LoadCartUseCase, ReplaceCartUseCase, SearchCreatorsUseCase, SelectedCreatorsUseCase, SetCartDeliveryUseCase } from '@publi/application';
import { defaultDelivery, setFormatQuantity, type CartDelivery, type CartFormat } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { USE_CASE_TOKENS } from './use-case.tokens.js';
import { cartLineOf, type CartLine } from './cart-line.js';
import { CartPriceCards } from './cart-price-cards.js';
import { ServerCart } from './server-cart.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { VisitorCart } from './visitor-cart.js';

/**
 * The creators a brand is about to hire, as the screen shows them. Visitors (and anyone before
 * the server cart loads) keep a selection in local storage; a signed-in brand's cart lives on
 * the server, which is the truth once loaded: on sign-in the local selection is merged into it
 * and then cleared. The rules are the domain's; saving is `ServerCart`'s queue.
 */
@injectable()
export class CartStore {
  private readonly visitor: VisitorCart;
  private readonly server: ServerCart;
  /** Cards (names, pictures, prices) of the creators in the cart. */
  private readonly cards: CartPriceCards;
  error: string | null = null;

  constructor(
    @inject(USE_CASE_TOKENS.SelectedCreators) selection: SelectedCreatorsUseCase,
    @inject(USE_CASE_TOKENS.LoadCart) loadCart: LoadCartUseCase,
    @inject(USE_CASE_TOKENS.ReplaceCart) replaceCart: ReplaceCartUseCase,
    @inject(USE_CASE_TOKENS.SetCartDelivery) setDelivery: SetCartDeliveryUseCase,
    @inject(USE_CASE_TOKENS.SearchCreators) searchCreators: SearchCreatorsUseCase,
    @inject(STORE_TOKENS.Session) private readonly session: SessionStore,
  ) {
    this.visitor = new VisitorCart(selection);
    this.server = new ServerCart({ loadCart, replaceCart, setDelivery });
    this.cards = new CartPriceCards(searchCreators);
    makeAutoObservable<this, 'session' | 'visitor' | 'server' | 'cards'>(this, { session: false, visitor: false, server: false, cards: false }, { autoBind: true });
    // Signing in as a brand loads (and merges into) the server cart; signing out forgets it and
    // shows the visitor's selection again. Built once a brand is in (stores are built on first use), it loads now.
    reaction(() => this.brandId, (brandId) => { if (brandId === null) { this.server.forget(); this.visitor.reload(); } else void this.sync(); }, { fireImmediately: this.brandId !== null });
  }

  /** The signed-in brand's external id (the cart's `user_id`), or `null`. */
  get brandId(): string | null {
    const user = this.session.user;
    return user?.type === 'brand' ? user.externalId : null;
  }

  get isOnServer(): boolean {
    return this.brandId !== null && this.server.cart !== null;
  }

  get isSyncing(): boolean {
    return this.server.isSyncing;
  }

  /** The names and pictures of the creators in the cart, by id (for screens that list deliveries). */
  get people(): Readonly<Record<number, { readonly name: string; readonly image: string | null }>> {
    return Object.fromEntries(this.lines.map((line) => [line.delivery.creatorId, { name: line.name, image: line.image }]));
  }

  get deliveries(): readonly CartDelivery[] {
    const cart = this.server.cart;
    return cart !== null && this.brandId !== null ? cart.creators : this.visitor.deliveries;
  }

  get count(): number {
    return this.deliveries.length;
  }

  get lines(): readonly CartLine[] {
    return this.deliveries.map((delivery) => cartLineOf(delivery, this.cards.get(delivery.creatorId), this.visitor.selected));
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
    return this.server.isPending(creatorId);
  }

  dismissError(): void {
    this.error = null;
  }

  /** The cart page's entry: reload the server cart for a brand, and the cards of every line. */
  enter(): Promise<void> {
    return this.brandId !== null ? this.sync() : this.loadMissingCards();
  }

  /** Adds or removes the creator; answers the pt-BR error, or `null` when it worked. */
  toggle(card: CreatorCard): Promise<string | null> {
    return this.has(card.id) ? this.remove(card.id) : this.add(card);
  }

  add(card: CreatorCard): Promise<string | null> {
    this.cards.remember(card);
    if (this.has(card.id)) return Promise.resolve(null);
    return this.change(defaultDelivery(card.id), () => { this.visitor.add({ id: card.id, name: card.name, image: card.image }); });
  }

  remove(creatorId: number): Promise<string | null> {
    return this.change({ creatorId, stories: 0, feed: 0, tiktok: 0 }, () => { this.visitor.remove(creatorId); });
  }

  /** Sets how many pieces of one format; a delivery never drops to nothing (removing is explicit). */
  setQuantity(creatorId: number, format: CartFormat, quantity: number): Promise<string | null> {
    const current = this.deliveries.find((delivery) => delivery.creatorId === creatorId);
    if (current === undefined) return Promise.resolve(null);
    const next = setFormatQuantity(current, format, quantity);
    if (next === current) return Promise.resolve(null);
    return this.change(next, () => { this.visitor.setDelivery(next); });
  }

  /** Loads the server cart, merges the local selection into it, then clears the selection. */
  async sync(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === null) return;
    const error = await this.server.load(brandId, () => this.visitor.deliveries, () => { this.visitor.clear(); });
    runInAction(() => (this.error = error));
    if (error === null) await this.loadMissingCards();
  }

  /** Sends `delivery` to the server cart once it is loaded; before that, `onVisitor` keeps it locally. */
  private async change(delivery: CartDelivery, onVisitor: () => void): Promise<string | null> {
    if (!this.isOnServer) {
      onVisitor();
      return null;
    }
    const error = await this.server.save(delivery);
    runInAction(() => (this.error = error));
    return error;
  }

  private async loadMissingCards(): Promise<void> {
    const error = await this.cards.loadMissing(this.deliveries.map((delivery) => delivery.creatorId));
    if (error !== null) runInAction(() => (this.error = error));
  }
}
