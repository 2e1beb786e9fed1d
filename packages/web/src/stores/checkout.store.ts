import type { CheckoutUseCase, Contract, ListContractsUseCase, Payment, PaymentQuote } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf, fieldErrorsOf } from './error-message.js';
import { PendingAction } from './pending-action.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** How often the checkout asks whether the provider has settled the payment. */
export const SETTLEMENT_POLL_MS = 2_000;

/** The card form as typed, masks and all; the store reads it into numbers when paying. */
export interface CardFields {
  readonly number: string;
  readonly holderName: string;
  /** `MM/AA`. */
  readonly expiry: string;
  readonly cvc: string;
}

const EMPTY_CARD: CardFields = { number: '', holderName: '', expiry: '', cvc: '' };

/** `4242424242424242` as `4242 4242 4242 4242`, at most 19 digits. */
export function maskCardNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1229` as `12/29`. */
export function maskExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * `/contratos/:id/pagamento`: the checkout of an accepted contract (or of every accepted contract
 * of its project, with one payment). It shows the server's quote, pays by Pix (the QR, the code
 * to copy, the time left) or by card (the card goes to the provider's checkout for a token first),
 * then asks every {@link SETTLEMENT_POLL_MS} until the provider's webhook has settled it.
 */
@injectable()
export class CheckoutStore {
  contract: Contract | null = null;
  /** Other accepted contracts of the same project, which may be paid together. */
  siblings: readonly Contract[] = [];
  payTogether = false;
  quote: PaymentQuote | null = null;
  payment: Payment | null = null;
  method: 'pix' | 'card' = 'pix';
  card: CardFields = EMPTY_CARD;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  payError: string | null = null;
  fieldErrors: Readonly<Record<string, string>> = {};
  private readonly action = new PendingAction<'pix' | 'card' | 'simulate'>();
  private poll: ReturnType<typeof setTimeout> | null = null;

  constructor(
    @inject(USE_CASE_TOKENS.Checkout) private readonly checkout: Pick<CheckoutUseCase, 'quote' | 'payByPix' | 'payByCard' | 'get' | 'simulatePix'>,
    @inject(USE_CASE_TOKENS.ListContracts) private readonly contracts: Pick<ListContractsUseCase, 'get' | 'ofProject'>,
    /** Paying asks for a recent sign-in: "Confirme que é você", then the payment once more. */
    @inject(STORE_TOKENS.RecentSignIn) private readonly recentSignIn: Pick<RecentSignInStore, 'guard'>,
  ) {
    makeAutoObservable<this, 'checkout' | 'contracts' | 'poll' | 'recentSignIn'>(this, { checkout: false, contracts: false, poll: false, recentSignIn: false }, { autoBind: true });
  }

  /** The contract ids this checkout pays. */
  get contractIds(): number[] {
    if (this.contract === null) return [];
    return [this.contract.id, ...(this.payTogether ? this.siblings.map((sibling) => sibling.id) : [])];
  }

  /** Whether the payment has settled: the page moves on. */
  get paid(): boolean {
    return this.payment?.status === 'paid';
  }

  /** Loads the contract, the other accepted ones of its project, and the quote. */
  async open(contractId: number): Promise<void> {
    this.close();
    Object.assign(this, { status: 'loading', error: null, payError: null, fieldErrors: {}, payment: null, quote: null, card: EMPTY_CARD, payTogether: false, siblings: [] });
    try {
      const contract = await this.contracts.get(contractId);
      const project = await this.contracts.ofProject(contract.projectId).catch(() => []);
      const quote = await this.checkout.quote([contract.id]);
      runInAction(() => {
        this.contract = contract;
        this.siblings = project.filter((one) => one.id !== contract.id && one.answers.includes('pay'));
        this.quote = quote;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Stops asking about the payment (the page closed). */
  close(): void {
    if (this.poll !== null) clearTimeout(this.poll);
    this.poll = null;
  }

  choose(method: 'pix' | 'card'): void {
    this.method = method;
    this.payError = null;
  }

  /** Pays every accepted contract of the project together, or this one alone; the quote follows. */
  async setPayTogether(together: boolean): Promise<void> {
    if (this.payment !== null) return;
    this.payTogether = together;
    try {
      const quote = await this.checkout.quote(this.contractIds);
      runInAction(() => {
        this.quote = quote;
      });
    } catch (error) {
      runInAction(() => {
        this.payError = errorMessageOf(error);
      });
    }
  }

  setCard(fields: Partial<CardFields>): void {
    this.card = {
      ...this.card,
      ...fields,
      ...(fields.number === undefined ? {} : { number: maskCardNumber(fields.number) }),
      ...(fields.expiry === undefined ? {} : { expiry: maskExpiry(fields.expiry) }),
      ...(fields.cvc === undefined ? {} : { cvc: fields.cvc.replace(/\D/g, '').slice(0, 4) }),
    };
  }

  /** Asks for the Pix (the same one while it waits) and waits for it to be paid. */
  async payByPix(): Promise<void> {
    await this.paying('pix', () => this.checkout.payByPix(this.contractIds));
  }

  /** Pays by card: the expiry is read as month and year, the rest goes to the provider's checkout. */
  async payByCard(): Promise<void> {
    const [month = '', year = ''] = this.card.expiry.split('/');
    if (!/^\d{2}$/.test(month) || !/^\d{2}$/.test(year)) {
      this.fieldErrors = { expiry: 'Informe a validade como MM/AA.' };
      return;
    }
    const card = { number: this.card.number, holderName: this.card.holderName, expiryMonth: Number(month), expiryYear: 2000 + Number(year), cvc: this.card.cvc };
    await this.paying('card', () => this.checkout.payByCard(this.contractIds, card));
  }

  /** Demo mode: "simular pagamento" pays the Pix; the settlement arrives as a real one would. */
  async simulate(): Promise<void> {
    const txid = this.payment?.pix?.txid;
    if (txid === undefined || this.action.running) return;
    await this.action.run('simulate', async () => {
      try {
        await this.checkout.simulatePix(txid);
        await this.check();
      } catch (error) {
        runInAction(() => {
          this.payError = errorMessageOf(error);
        });
      }
    });
  }

  /** The payment step running, so its button waits. */
  get pending(): 'pix' | 'card' | 'simulate' | null {
    return this.action.current;
  }

  private async paying(kind: 'pix' | 'card', pay: () => Promise<Payment>): Promise<void> {
    if (this.action.running || this.contract === null) return;
    this.payError = null;
    this.fieldErrors = {};
    await this.action.run(kind, async () => {
      try {
        const payment = await this.recentSignIn.guard(pay);
        runInAction(() => {
          this.payment = payment;
        });
        this.schedule();
      } catch (error) {
        runInAction(() => {
          this.payError = errorMessageOf(error);
          this.fieldErrors = fieldErrorsOf(error);
        });
      }
    });
  }

  private schedule(): void {
    this.close();
    if (this.payment?.status !== 'pending') return;
    this.poll = setTimeout(() => void this.check(), SETTLEMENT_POLL_MS);
  }

  private async check(): Promise<void> {
    const current = this.payment;
    if (current === null) return;
    try {
      const payment = await this.checkout.get(current.id);
      runInAction(() => {
        this.payment = payment;
        if (payment.status === 'expired') this.payError = 'O Pix venceu sem pagamento. Gere um novo código para pagar.';
      });
    } catch {
      // A failed look is tried again on the next round: the payment itself is unchanged.
    }
    this.schedule();
  }
}
