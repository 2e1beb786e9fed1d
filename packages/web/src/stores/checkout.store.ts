import type { CheckoutUseCase, ListContractsUseCase, Payment, PaymentMethod } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CardDraft } from './card.draft.js';
import { CheckoutOrder } from './checkout-order.js';
import { errorMessageOf, fieldErrorsOf } from '../shared/errors/error-message.js';
import { PaymentAttempt } from './payment-attempt.js';
import { PendingAction } from './pending-action.js';
import { PixDueDraft } from './pix-due.draft.js';
import { SettlementWatch } from './settlement-watch.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * `/contratos/:id/pagamento`: the checkout of an accepted contract (or of every accepted contract
 * of its project, with one payment). It shows the server's quote, pays by Pix (the QR, the code
 * to copy, the time left), by Pix com vencimento (a due date the brand picks) or by card (the card
 * goes to the provider's checkout for a token first), then asks every {@link SETTLEMENT_POLL_MS}
 * until it has settled; over one payment's limit it sends nothing.
 */
@injectable()
export class CheckoutStore {
  /** What is paid, and the server's quote for it. */
  readonly order: CheckoutOrder;
  payment: Payment | null = null;
  method: PaymentMethod = 'pix';
  /** The card as typed, and the Pix com vencimento's due date (view state). */
  readonly card = new CardDraft();
  readonly pixDue = new PixDueDraft();
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  payError: string | null = null;
  fieldErrors: Readonly<Record<string, string>> = {};
  private readonly action = new PendingAction<PaymentMethod | 'simulate'>();
  private readonly attempt = new PaymentAttempt();
  private readonly watch = new SettlementWatch((id) => this.checkout.get(id), (payment) => { this.settled(payment); });

  constructor(
    @inject(USE_CASE_TOKENS.Checkout) private readonly checkout: Pick<CheckoutUseCase, 'quote' | 'payByPix' | 'payByPixDue' | 'payByCard' | 'get' | 'simulatePix'>,
    @inject(USE_CASE_TOKENS.ListContracts) contracts: Pick<ListContractsUseCase, 'get' | 'ofProject'>,
    /** Paying asks for a recent sign-in: "Confirme que é você", then the payment once more. */
    @inject(STORE_TOKENS.RecentSignIn) private readonly recentSignIn: Pick<RecentSignInStore, 'guard'>,
  ) {
    this.order = new CheckoutOrder(checkout, contracts);
    makeAutoObservable<this, 'checkout' | 'watch' | 'recentSignIn' | 'attempt'>(this, { order: false, card: false, pixDue: false, checkout: false, watch: false, recentSignIn: false, attempt: false }, { autoBind: true });
  }

  /** Whether the payment has settled: the page moves on. */
  get paid(): boolean {
    return this.payment?.status === 'paid';
  }

  /** Loads the contract, the other accepted ones of its project, and the quote. */
  async open(contractId: number): Promise<void> {
    this.close();
    Object.assign(this, { status: 'loading', error: null, payError: null, fieldErrors: {}, payment: null });
    this.card.clear();
    try {
      await this.order.load(contractId);
      runInAction(() => {
        if (this.order.quote !== null) this.pixDue.suggest(this.order.quote.pixDue);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => { Object.assign(this, { status: 'error', error: errorMessageOf(error) }); });
    }
  }

  /** Stops asking about the payment (the page closed). */
  close(): void {
    this.watch.stop();
  }

  choose(method: PaymentMethod): void {
    this.method = method;
    this.payError = null;
  }

  /** Pays every accepted contract of the project together, or this one alone; the quote follows. */
  async setPayTogether(together: boolean): Promise<void> {
    if (this.payment !== null) return;
    await this.order.setPayTogether(together).catch((error: unknown) => { this.failed(error); });
  }

  /** Asks for the Pix (the same one while it waits) and waits for it to be paid. */
  async payByPix(): Promise<void> {
    await this.paying('pix', (key) => this.checkout.payByPix(this.order.contractIds, key));
  }

  /** Asks for a Pix com vencimento on the chosen day (the same one while it waits) and waits for it to be paid. */
  async payByPixDue(): Promise<void> {
    await this.paying('pix_due', (key) => this.checkout.payByPixDue(this.order.contractIds, this.pixDue.dueDate ?? '', key));
  }

  /** Pays by card: the expiry is read as month and year, the rest goes to the provider's checkout. */
  async payByCard(): Promise<void> {
    const card = this.card.card;
    if (card === null) {
      this.fieldErrors = { expiry: 'Informe a validade como MM/AA.' };
      return;
    }
    await this.paying('card', (key) => this.checkout.payByCard(this.order.contractIds, card, key));
  }

  /** Demo mode: "simular pagamento" pays the Pix; the settlement arrives as a real one would. */
  async simulate(): Promise<void> {
    const payment = this.payment;
    const txid = payment?.pix?.txid;
    if (payment === null || txid === undefined || this.action.running) return;
    await this.action.run('simulate', async () => {
      try {
        await this.checkout.simulatePix(txid);
        await this.watch.lookNow(payment);
      } catch (error) {
        this.failed(error);
      }
    });
  }

  /** The payment step running, so its button waits. */
  get pending(): PaymentMethod | 'simulate' | null {
    return this.action.current;
  }

  private async paying(kind: PaymentMethod, pay: (attemptKey: string) => Promise<Payment>): Promise<void> {
    if (this.action.running || this.order.contract === null) return;
    Object.assign(this, { fieldErrors: {}, payError: this.order.limitMessage });
    if (this.payError !== null) return;
    await this.action.run(kind, async () => {
      try {
        const payment = await this.recentSignIn.guard(() => this.attempt.run(pay));
        this.settled(payment);
        this.watch.follow(payment);
      } catch (error) {
        this.failed(error, fieldErrorsOf(error));
      }
    });
  }

  private failed(error: unknown, fieldErrors: Readonly<Record<string, string>> = {}): void {
    this.payError = errorMessageOf(error);
    this.fieldErrors = fieldErrors;
  }

  private settled(payment: Payment): void {
    this.payment = payment;
    if (payment.status === 'expired') this.payError = 'O Pix venceu sem pagamento. Gere um novo código para pagar.';
  }
}
