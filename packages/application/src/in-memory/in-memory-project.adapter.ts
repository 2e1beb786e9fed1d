import {
  allowedProjectMoves,
  BRAND_PROJECT_MOVES,
  canMoveProject,
  isProjectEnded,
  deliveryCentavos,
  matchesText,
  moveProject,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  projectTotal,
  PROJECT_MESSAGES,
  saoPauloDay,
  setCartDelivery,
  wizardErrors,
  type CartDelivery,
  type ProjectMove,
  type ProjectStatus,
} from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { CreatorCard } from '../model/creator.model.js';
import type { AccountType } from '../model/user.model.js';
import type {
  Project,
  ProjectExportFile,
  ProjectExportFormat,
  ProjectListFilter,
  ProjectOption,
  ProjectPage,
  ProjectStatusCounts,
  ProjectTypeOption,
  ProjectWizard,
} from '../model/project.model.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { ProjectPort } from '../ports/project.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** The options the in-memory store offers, as the server's migration ships them. */
export const IN_MEMORY_PROJECT_OPTIONS: readonly ProjectOption[] = [
  { id: 1, name: 'Direito de imagem por 30 dias', description: 'A marca pode repostar o conteúdo por 30 dias.', priceCentavos: 30_000 },
  { id: 2, name: 'Impulsionamento pago', description: 'A marca pode impulsionar as publicações.', priceCentavos: 20_000 },
];

interface Stored {
  readonly ownerId: string;
  readonly status: ProjectStatus;
  readonly wizard: ProjectWizard & { readonly id: number };
  readonly optionIds: readonly number[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Projects in memory, with the server's rules (the domain's `wizardErrors`, `moveProject`,
 * `projectTotal`): each brand reaches only its own, another's answers `PROJECT.NOT_FOUND`.
 * `cards` are the creators a project may hold; any other id is `PROJECT.CREATOR_NOT_FOUND`.
 */
export class InMemoryProjectAdapter implements ProjectPort {
  private readonly projects = new Map<number, Stored>();
  private lastId = 0;

  /**
   * @param session - who is signed in. @param clock - today's day. @param cards - the creators a project may hold. @param options - the reference list.
   * @param accountTypeOf - an account's type, when the world knows its accounts: projects are a brand's area, and any other type answers `BRAND.ONLY` as the server does.
   */
  constructor(
    private readonly session: InMemorySession,
    private readonly clock: ClockPort,
    private readonly cards: readonly CreatorCard[] = [],
    private readonly options: readonly ProjectOption[] = IN_MEMORY_PROJECT_OPTIONS,
    private readonly accountTypeOf?: (externalId: string) => AccountType | null | undefined,
  ) {}

  /** The kinds of project. */
  listTypes(): Promise<readonly ProjectTypeOption[]> {
    return Promise.resolve(PROJECT_TYPES.map(({ value, label }) => ({ value, label })));
  }

  /** The options, priced per creator. */
  listOptions(): Promise<readonly ProjectOption[]> {
    return Promise.resolve(this.options);
  }

  /** Saves the wizard as a `Draft`, creating it when `id` is null. */
  saveDraft(wizard: ProjectWizard): Promise<Project> {
    return settle(() => this.view(this.writeDraft(wizard)));
  }

  /** Publishes a whole wizard (`Send briefing`). */
  publish(wizard: ProjectWizard): Promise<Project> {
    return settle(() => {
      this.refuseIncomplete(wizard);
      const stored = this.writeDraft(wizard);
      return this.view(this.store({ ...stored, status: moveProject('Draft', 'publish') }));
    });
  }

  /** Edits a project that has not ended. */
  update(wizard: ProjectWizard & { readonly id: number }): Promise<Project> {
    return this.change(wizard.id, (stored) => {
      this.refuseUnknown(wizard.creators);
      if (stored.status !== 'Draft') this.refuseIncomplete(wizard);
      return { ...stored, wizard };
    });
  }

  /** The project; `id` and `token` are both required. */
  getDetails(id: number, token: string): Promise<Project> {
    return settle(() => {
      if (!Number.isInteger(id) || id <= 0 || token.trim() === '') throw new ApplicationError('PROJECT.ID_AND_TOKEN_REQUIRED');
      return this.view(this.own(id));
    });
  }

  /** Adds an option (again: no change). */
  addOption(projectId: number, optionId: number): Promise<Project> {
    return this.change(projectId, (stored) => {
      this.requireOption(optionId);
      return stored.optionIds.includes(optionId) ? stored : { ...stored, optionIds: [...stored.optionIds, optionId].sort((a, b) => a - b) };
    });
  }

  /** Takes an option out. */
  removeOption(projectId: number, optionId: number): Promise<Project> {
    return this.change(projectId, (stored) => {
      this.requireOption(optionId);
      return { ...stored, optionIds: stored.optionIds.filter((id) => id !== optionId) };
    });
  }

  /** Adds creators, replacing the delivery of one already there. */
  insertCreators(projectId: number, deliveries: readonly CartDelivery[]): Promise<Project> {
    return this.change(projectId, (stored) => {
      this.refuseUnknown(deliveries);
      const creators = deliveries.reduce(setCartDelivery, { userId: stored.ownerId, creators: stored.wizard.creators }).creators;
      return { ...stored, wizard: { ...stored.wizard, creators } };
    });
  }

  /** Takes creators out; a published project keeps one. */
  removeCreators(projectId: number, creatorIds: readonly number[]): Promise<Project> {
    return this.change(projectId, (stored) => {
      const creators = stored.wizard.creators.filter((delivery) => !creatorIds.includes(delivery.creatorId));
      if (creators.length === 0 && stored.status !== 'Draft') {
        throw new ApplicationError('REQUEST.INVALID', undefined, { creators: PROJECT_MESSAGES.lastCreator });
      }
      return { ...stored, wizard: { ...stored.wizard, creators } };
    });
  }

  /** A brand's move, by the domain's rule. */
  move(projectId: number, move: ProjectMove): Promise<Project> {
    return settle(() => {
      const stored = this.own(projectId);
      if (!canMoveProject(stored.status, move)) throw new ApplicationError('PROJECT.MOVE_NOT_ALLOWED');
      if (move === 'publish') this.refuseIncomplete(stored.wizard);
      return this.view(this.store({ ...stored, status: moveProject(stored.status, move) }));
    });
  }

  /** One page of the brand's projects with the counts per status. */
  list(filter: ProjectListFilter): Promise<ProjectPage> {
    return settle(() => {
      const owner = this.brandId();
      const page = filter.page ?? 1;
      const limit = filter.limit ?? 12;
      const byName = [...this.projects.values()]
        .filter((stored) => stored.ownerId === owner && matchesText(stored.wizard.projectName, filter.name ?? ''))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.wizard.id - a.wizard.id);
      const status = filter.status ?? null;
      const matching = status === null ? byName : byName.filter((stored) => stored.status === status);
      const counts = Object.fromEntries([
        ['all', byName.length],
        ...PROJECT_STATUSES.map((one) => [one, byName.filter((stored) => stored.status === one).length]),
      ]) as ProjectStatusCounts;
      const projects = matching.slice((page - 1) * limit, page * limit).map((stored) => ({
        id: stored.wizard.id,
        status: stored.status,
        name: stored.wizard.projectName,
        image: stored.wizard.image,
        projectType: stored.wizard.projectType,
        creatorCount: stored.wizard.creators.length,
        budgetCentavos: stored.wizard.amountCentavos,
        startDate: stored.wizard.briefing.startDate,
        endDate: stored.wizard.briefing.endDate,
        updatedAt: stored.updatedAt,
      }));
      return { projects, page, limit, total: matching.length, counts };
    });
  }

  /** A small stand-in file with the project's name and creator count. */
  exportProject(projectId: number, format: ProjectExportFormat): Promise<ProjectExportFile> {
    return settle(() => {
      const { wizard } = this.own(projectId);
      const lines = ['Projeto;Criadores', `${wizard.projectName};${wizard.creators.length}`].join('\r\n');
      return { fileName: `${wizard.projectName}.${format}`, mediaType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/octet-stream', bytes: asciiBytes(lines) };
    });
  }

  private today(): string {
    return saoPauloDay(new Date(this.clock.nowSeconds() * 1000));
  }

  private refuseIncomplete(wizard: ProjectWizard): void {
    const { briefing } = wizard;
    const checks = { ...briefing, projectName: wizard.projectName, projectType: wizard.projectType, amountCentavos: wizard.amountCentavos, creatorCount: wizard.creators.length };
    const fields = wizardErrors(checks, this.today());
    if (Object.keys(fields).length > 0) throw new ApplicationError('REQUEST.INVALID', undefined, fields);
  }

  private refuseUnknown(deliveries: readonly CartDelivery[]): void {
    const known = new Set(this.cards.map((card) => card.id));
    const fields: Record<string, string> = {};
    deliveries.forEach((delivery, index) => {
      if (!known.has(delivery.creatorId)) fields[`creators.${index}.creator_id`] = PROJECT_MESSAGES.creatorGone;
    });
    if (Object.keys(fields).length > 0) throw new ApplicationError('PROJECT.CREATOR_NOT_FOUND', undefined, fields);
  }

  private requireOption(optionId: number): void {
    if (!this.options.some((option) => option.id === optionId)) throw new ApplicationError('PROJECT.OPTION_NOT_FOUND');
  }

  private writeDraft(wizard: ProjectWizard): Stored {
    const owner = this.brandId();
    if (wizard.projectName.trim() === '') throw new ApplicationError('REQUEST.INVALID', undefined, { projectName: 'Informe o nome do projeto.' });
    this.refuseUnknown(wizard.creators);
    if (wizard.id === null) {
      this.lastId += 1;
      const now = new Date(this.clock.nowSeconds() * 1000).toISOString();
      return this.store({ ownerId: owner, status: 'Draft', wizard: { ...wizard, id: this.lastId }, optionIds: [], createdAt: now, updatedAt: now });
    }
    const stored = this.own(wizard.id);
    if (stored.status !== 'Draft') throw new ApplicationError('PROJECT.NOT_DRAFT');
    return this.store({ ...stored, wizard: { ...wizard, id: wizard.id } });
  }

  private change(id: number, apply: (stored: Stored) => Stored): Promise<Project> {
    return settle(() => {
      const stored = this.own(id);
      if (isProjectEnded(stored.status)) throw new ApplicationError('PROJECT.CLOSED');
      return this.view(this.store(apply(stored)));
    });
  }

  private own(id: number): Stored {
    const owner = this.brandId();
    const stored = this.projects.get(id);
    if (stored === undefined || stored.ownerId !== owner) throw new ApplicationError('PROJECT.NOT_FOUND');
    return stored;
  }

  /** The signed-in brand's external id; another type of account answers `BRAND.ONLY`. */
  private brandId(): string {
    const caller = this.session.requireUserId();
    const type = this.accountTypeOf?.(caller);
    if (type !== undefined && type !== 'brand') throw new ApplicationError('BRAND.ONLY');
    return caller;
  }

  private store(stored: Stored): Stored {
    const next = { ...stored, updatedAt: new Date(this.clock.nowSeconds() * 1000).toISOString() };
    this.projects.set(stored.wizard.id, next);
    return next;
  }

  private view(stored: Stored): Project {
    const creators = stored.wizard.creators.flatMap((delivery) => {
      const creator = this.cards.find((card) => card.id === delivery.creatorId);
      return creator ? [{ delivery, creator, amountCentavos: deliveryCentavos(creator.prices, delivery) }] : [];
    });
    const options = this.options.filter((option) => stored.optionIds.includes(option.id));
    return {
      id: stored.wizard.id,
      status: stored.status,
      wizard: stored.wizard,
      creators,
      options,
      total: projectTotal(
        creators.map(({ creator, delivery }) => ({ prices: creator.prices, delivery })),
        options.map((option) => option.priceCentavos),
      ),
      allowedMoves: allowedProjectMoves(stored.status).filter((move) => BRAND_PROJECT_MOVES.includes(move)),
      createdAt: stored.createdAt,
      updatedAt: stored.updatedAt,
    };
  }
}

// The in-memory export is a stand-in file; its text is ASCII, so each character is one byte.
function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0) & 0x7f);
}
