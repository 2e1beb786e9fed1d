import type { Contract, ListContractsUseCase, Project, ProposeUseCase } from '@publi/application';
import { addCalendarDays, formatAmount, isContractLive } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf, fieldErrorsOf } from '../shared/errors/error-message.js';
import { readProposalLines, type ProposalRow } from './proposal-row.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * The brand's proposals from a project's page: one line per creator of the project, the amount
 * proposed from the creator's prices plus the project's options (editable), the deadline and a
 * note. What the person typed stays after an error, and each error sits beside its line.
 */
@injectable()
export class ProposalFormStore {
  projectId = 0;
  rows: readonly ProposalRow[] = [];
  /** The project's contracts, newest first. */
  contracts: readonly Contract[] = [];
  loadError: string | null = null;
  sending = false;
  error: string | null = null;
  fieldErrors: Readonly<Record<string, string>> = {};

  constructor(
    @inject(USE_CASE_TOKENS.Propose) private readonly propose: Pick<ProposeUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.ListContracts) private readonly list: Pick<ListContractsUseCase, 'ofProject'>,
  ) {
    makeAutoObservable<this, 'propose' | 'list'>(this, { propose: false, list: false }, { autoBind: true });
  }

  /** Reads the project's contracts and fills the form for the creators without a live one. */
  async loadFor(project: Project, today: string): Promise<void> {
    this.loadError = null;
    try {
      const contracts = await this.list.ofProject(project.id);
      runInAction(() => {
        this.contracts = contracts;
        this.prepare(project, contracts, today);
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = errorMessageOf(error);
      });
    }
  }

  /** Fills the form from the project and its contracts; `today` is `YYYY-MM-DD`. */
  prepare(project: Project, contracts: readonly Contract[], today: string): void {
    const optionsCentavos = project.options.reduce((sum, option) => sum + option.priceCentavos, 0);
    const due = project.wizard.briefing.endDate !== null && project.wizard.briefing.endDate >= today ? project.wizard.briefing.endDate : addCalendarDays(today, 14);
    const busy = new Set(contracts.filter((contract) => isContractLive(contract.status)).map((contract) => contract.creator.id));
    this.projectId = project.id;
    this.error = null;
    this.fieldErrors = {};
    this.rows = project.creators.map(({ delivery, creator, amountCentavos }) => ({
      creatorId: delivery.creatorId,
      name: creator.name,
      stories: delivery.stories,
      feed: delivery.feed,
      tiktok: delivery.tiktok,
      amount: formatAmount(amountCentavos + optionsCentavos),
      deadline: due,
      message: '',
      selected: !busy.has(delivery.creatorId),
      busy: busy.has(delivery.creatorId),
    }));
  }

  /** Changes one line. */
  edit(creatorId: number, change: Partial<Pick<ProposalRow, 'amount' | 'deadline' | 'message' | 'selected'>>): void {
    this.rows = this.rows.map((row) => (row.creatorId === creatorId ? { ...row, ...change } : row));
  }

  get chosen(): readonly ProposalRow[] {
    return this.rows.filter((row) => row.selected && !row.busy);
  }

  /** The error of line `creatorId`'s `field` (wire name), from the last refusal. */
  errorOf(creatorId: number, field: 'amountCentavos' | 'deadline' | 'creatorId' | 'message'): string | undefined {
    const index = this.chosenIndexOf(creatorId);
    return index === -1 ? undefined : this.fieldErrors[`proposals.${String(index)}.${field}`];
  }

  /** Sends the chosen lines; answers the contracts made, or null after saying why not. */
  async submit(): Promise<readonly Contract[] | null> {
    if (this.sending) return null;
    const chosen = this.chosen;
    const { proposals, errors } = readProposalLines(chosen);
    if (chosen.length === 0) {
      this.error = 'Escolha pelo menos um criador.';
      return null;
    }
    if (Object.keys(errors).length > 0) {
      this.fieldErrors = errors;
      this.error = 'Confira os valores e prazos marcados.';
      return null;
    }
    this.sending = true;
    this.error = null;
    this.fieldErrors = {};
    try {
      const made = await this.propose.execute({ projectId: this.projectId, proposals });
      runInAction(() => {
        this.contracts = [...made, ...this.contracts];
        const sent = new Set(made.map((contract) => contract.creator.id));
        this.rows = this.rows.map((row) => (sent.has(row.creatorId) ? { ...row, busy: true, selected: false } : row));
      });
      return made;
    } catch (error) {
      runInAction(() => {
        this.error = errorMessageOf(error);
        this.fieldErrors = fieldErrorsOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  private chosenIndexOf(creatorId: number): number {
    return this.chosen.findIndex((row) => row.creatorId === creatorId);
  }
}
