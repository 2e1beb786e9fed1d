import { APPLICATION_ERROR_MESSAGES, type CheckoutUseCase, type Contract, type ListContractsUseCase, type PaymentQuote } from '@publi/application';
import { isOverPaymentLimit } from '@publi/domain';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * What a checkout pays: the contract, the other accepted contracts of its project (which may go
 * with it in one payment), and the server's quote for what is chosen.
 */
export class CheckoutOrder {
  contract: Contract | null = null;
  /** Other accepted contracts of the same project, which may be paid together. */
  siblings: readonly Contract[] = [];
  payTogether = false;
  quote: PaymentQuote | null = null;

  constructor(
    private readonly checkout: Pick<CheckoutUseCase, 'quote'>,
    private readonly contracts: Pick<ListContractsUseCase, 'get' | 'ofProject'>,
  ) {
    makeAutoObservable<this, 'checkout' | 'contracts'>(this, { checkout: false, contracts: false }, { autoBind: true });
  }

  /** The contract ids this checkout pays. */
  get contractIds(): number[] {
    if (this.contract === null) return [];
    return [this.contract.id, ...(this.payTogether ? this.siblings.map((sibling) => sibling.id) : [])];
  }

  /** Why the chosen contracts cannot be paid at once (over the domain's limit of one payment, in the server's words), or null. */
  get limitMessage(): string | null {
    return this.quote !== null && isOverPaymentLimit(this.quote.amountCentavos) ? APPLICATION_ERROR_MESSAGES['PAYMENT.OVER_LIMIT'] : null;
  }

  /** Loads the contract, the other accepted ones of its project, and the quote; throws when the contract or its quote cannot be read. */
  async load(contractId: number): Promise<void> {
    Object.assign(this, { quote: null, payTogether: false, siblings: [] });
    const contract = await this.contracts.get(contractId);
    // Without the project's list the contract is still paid alone.
    const project = await this.contracts.ofProject(contract.projectId).catch(() => []);
    const quote = await this.checkout.quote([contract.id]);
    const siblings = project.filter((one) => one.id !== contract.id && one.answers.includes('pay'));
    runInAction(() => {
      Object.assign(this, { contract, siblings, quote });
    });
  }

  /** Pays every accepted contract of the project together, or this one alone; the quote follows. */
  async setPayTogether(together: boolean): Promise<void> {
    this.payTogether = together;
    const quote = await this.checkout.quote(this.contractIds);
    runInAction(() => {
      this.quote = quote;
    });
  }
}
