import type { Contract, ListContractsUseCase } from '@publi/application';
import { DEFAULT_JOBS_FILTER, filterJobs, JOB_TYPE_ALL, withJobTitle, type JobsFilter } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** Most jobs the list reads at once: a creator's (or agent's) whole history, filtered on the screen. */
const JOBS_AT_ONCE = 100;

/**
 * `/trabalhos` (SPEC section 4): the person's proposals and contracts, filtered on the screen by
 * the domain's `filterJobs`: 'Todos' or one project type, and a title search that resets the type
 * to 'Todos' and ignores case and accents.
 */
@injectable()
export class JobsStore {
  jobs: readonly Contract[] = [];
  total = 0;
  filter: JobsFilter = DEFAULT_JOBS_FILTER;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;

  constructor(@inject(USE_CASE_TOKENS.ListContracts) private readonly contracts: Pick<ListContractsUseCase, 'list'>) {
    makeAutoObservable<this, 'contracts'>(this, { contracts: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const page = await this.contracts.list({ page: 1, limit: JOBS_AT_ONCE });
      runInAction(() => {
        this.jobs = page.contracts;
        this.total = page.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Picks a project type, or {@link JOB_TYPE_ALL}. */
  setType(type: string): void {
    this.filter = { ...this.filter, type };
  }

  /** Types a title search: the type goes back to 'Todos' (SPEC section 4). */
  setTitle(title: string): void {
    this.filter = withJobTitle(this.filter, title);
  }

  /** Shows everything again. */
  clearFilter(): void {
    this.filter = DEFAULT_JOBS_FILTER;
  }

  /** Whether a filter is narrowing the list. */
  get filtering(): boolean {
    return this.filter.type !== JOB_TYPE_ALL || this.filter.title.trim() !== '';
  }

  /** The jobs the filter lets through, newest first. */
  get visible(): readonly Contract[] {
    const rows = this.jobs.map((contract) => ({ contract, title: contract.projectName, type: contract.projectType ?? '' }));
    return filterJobs(rows, this.filter).map((row) => row.contract);
  }

  /** Puts a contract changed elsewhere (an answer on its page) back in the list. */
  replace(contract: Contract): void {
    this.jobs = this.jobs.map((job) => (job.id === contract.id ? contract : job));
  }
}
