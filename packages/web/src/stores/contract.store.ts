import type { AnswerContractUseCase, Contract, ContractMove, ListContractsUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf, fieldErrorsOf } from '../shared/errors/error-message.js';
import { PendingAction } from './pending-action.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * `/contratos/:id`: one contract and the moves the person may make on it. Its chat is the
 * `ChatStore`'s, opened beside it by the page.
 */
@injectable()
export class ContractStore {
  contract: Contract | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  private readonly action = new PendingAction<ContractMove['kind']>();
  actionError: string | null = null;
  fieldErrors: Readonly<Record<string, string>> = {};

  constructor(
    @inject(USE_CASE_TOKENS.ListContracts) private readonly contracts: Pick<ListContractsUseCase, 'get'>,
    @inject(USE_CASE_TOKENS.AnswerContract) private readonly answers: Pick<AnswerContractUseCase, 'execute'>,
  ) {
    makeAutoObservable<this, 'contracts' | 'answers'>(this, { contracts: false, answers: false }, { autoBind: true });
  }

  /** Loads contract `id`. */
  async open(id: number): Promise<void> {
    Object.assign(this, { status: 'loading', error: null, actionError: null, fieldErrors: {} });
    try {
      const contract = await this.contracts.get(id);
      runInAction(() => {
        this.contract = contract;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Shows `contract` as it is now, after a move made elsewhere on the page (a delivery, an approval). */
  replace(contract: Contract): void {
    if (this.contract?.id === contract.id) this.contract = contract;
  }

  /** Makes a move on the contract; the answer replaces the contract shown. */
  async move(move: ContractMove): Promise<boolean> {
    if (this.contract === null || this.action.running) return false;
    const contractId = this.contract.id;
    this.actionError = null;
    this.fieldErrors = {};
    return this.action.run(move.kind, async () => {
      try {
        const contract = await this.answers.execute(contractId, move);
        runInAction(() => {
          this.contract = contract;
        });
        return true;
      } catch (error) {
        runInAction(() => {
          this.actionError = errorMessageOf(error);
          this.fieldErrors = fieldErrorsOf(error);
        });
        // The contract may have changed under the person (409): show it as it is now.
        void this.refresh(contractId);
        return false;
      }
    });
  }

  /** The move running, so its button waits. */
  get pending(): ContractMove['kind'] | null {
    return this.action.current;
  }

  private async refresh(id: number): Promise<void> {
    try {
      const contract = await this.contracts.get(id);
      runInAction(() => {
        this.contract = contract;
      });
    } catch {
      // Keep what is shown; the error above already says the move failed.
    }
  }
}
