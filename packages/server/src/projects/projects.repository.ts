import { foldText, type CartDelivery, type ProjectStatus, type ProjectType } from '@publi/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { creators, projectChosenOptions, projectCreators, projectOptions, projects, users } from '../db/schema.js';
import { escapeLike } from '../search/escape-like.js';
import type { ProjectOptionRecord, ProjectRecord, ProjectWizardState } from './project-record.js';

const projectColumns = {
  id: projects.id,
  ownerId: projects.ownerId,
  status: projects.status,
  step: projects.step,
  name: projects.name,
  image: projects.image,
  projectType: projects.projectType,
  budgetCentavos: projects.budgetCentavos,
  humor: projects.humor,
  mission: projects.mission,
  creatorWanted: projects.creatorWanted,
  startDate: projects.startDate,
  endDate: projects.endDate,
  references: projects.references,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

type ProjectRow = Omit<ProjectRecord, 'status' | 'projectType'> & { status: string; projectType: string | null };

// The CHECK constraints of migration 0006 keep these columns to the domain's values.
const toRecord = (row: ProjectRow): ProjectRecord => ({ ...row, status: row.status as ProjectStatus, projectType: row.projectType as ProjectType | null });

const optionColumns = { id: projectOptions.id, name: projectOptions.name, description: projectOptions.description, priceCentavos: projectOptions.priceCentavos };

// Twin of @publi/application's `ProjectPage` with the counts per status as a map: to-projects-wire adds `all`.
/** One page of the list: its projects' rows, the count matching both filters, and the counts per status for the name. */
export interface ProjectListPage {
  readonly rows: readonly (ProjectRecord & { readonly creatorCount: number })[];
  readonly total: number;
  readonly countsByStatus: ReadonlyMap<ProjectStatus, number>;
}

// Twin of @publi/application's `ProjectListFilter`, with the owner the caller's token names.
/** What the list asks for: the owner, a folded name fragment, a status, and the page. */
export interface ProjectListQuery {
  readonly ownerId: number;
  readonly name: string;
  readonly status: ProjectStatus | null;
  readonly page: number;
  readonly limit: number;
}

/** Projects, their creators and options in PostgreSQL, on the database or inside a transaction. */
export class ProjectsRepository {
  constructor(private readonly db: Queryable) {}

  /** The reference list of options, by id. */
  options(): Promise<ProjectOptionRecord[]> {
    return this.db.select(optionColumns).from(projectOptions).orderBy(asc(projectOptions.id));
  }

  /** Whether option `optionId` exists. */
  async optionExists(optionId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: projectOptions.id }).from(projectOptions).where(eq(projectOptions.id, optionId));
    return row !== undefined;
  }

  /** Project `id` of owner `ownerId`, or undefined (another owner's project is not found either). */
  async findOwned(id: number, ownerId: number): Promise<ProjectRecord | undefined> {
    const [row] = await this.db.select(projectColumns).from(projects).where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)));
    return row && toRecord(row);
  }

  /** Project `id`, whoever owns it, not locked (the caller has checked who may read it). */
  async find(id: number): Promise<ProjectRecord | undefined> {
    const [row] = await this.db.select(projectColumns).from(projects).where(eq(projects.id, id));
    return row && toRecord(row);
  }

  /**
   * Project `id` (of owner `ownerId` when given: another owner's project is not found either),
   * its row locked until the transaction ends. Every write that touches a project or its
   * contracts takes this lock first (the project, then its contracts, then a payment), so
   * changes to one project run one after the other instead of deadlocking.
   */
  async lock(id: number, ownerId?: number): Promise<ProjectRecord | undefined> {
    const [row] = await this.db
      .select(projectColumns)
      .from(projects)
      .where(and(eq(projects.id, id), ownerId === undefined ? undefined : eq(projects.ownerId, ownerId)))
      .for('update');
    return row && toRecord(row);
  }

  /** Creates a project in `status` from the wizard's state (creators apart); answers its id. */
  async insert(ownerId: number, status: ProjectStatus, state: ProjectWizardState, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(projects)
      .values({ ownerId, status, ...columnsOf(state), createdAt: now, updatedAt: now })
      .returning({ id: projects.id });
    if (!row) throw new Error('ProjectsRepository.insert: no row returned');
    return row.id;
  }

  /** Rewrites the project's wizard fields (creators apart). */
  async update(id: number, state: ProjectWizardState, now: Date): Promise<void> {
    await this.db.update(projects).set({ ...columnsOf(state), updatedAt: now }).where(eq(projects.id, id));
  }

  /** Sets the status. */
  async setStatus(id: number, status: ProjectStatus, now: Date): Promise<void> {
    await this.db.update(projects).set({ status, updatedAt: now }).where(eq(projects.id, id));
  }

  /** Marks the project changed (its creators or options moved). */
  async touch(id: number, now: Date): Promise<void> {
    await this.db.update(projects).set({ updatedAt: now }).where(eq(projects.id, id));
  }

  /** The project's deliveries in the order they were added, leaving out creators who left. */
  deliveries(projectId: number): Promise<CartDelivery[]> {
    return this.db
      .select({ creatorId: projectCreators.creatorId, stories: projectCreators.stories, feed: projectCreators.feed, tiktok: projectCreators.tiktok })
      .from(projectCreators)
      .innerJoin(creators, eq(creators.id, projectCreators.creatorId))
      .innerJoin(users, eq(users.id, creators.userId))
      .where(and(eq(projectCreators.projectId, projectId), eq(creators.active, true), eq(users.active, true)))
      .orderBy(asc(projectCreators.position));
  }

  /** The active creators among `creatorIds` that are in the project (a creator who left is not). */
  async activeMembers(projectId: number, creatorIds: readonly number[]): Promise<Set<number>> {
    if (creatorIds.length === 0) return new Set();
    const rows = await this.db
      .select({ creatorId: projectCreators.creatorId })
      .from(projectCreators)
      .innerJoin(creators, eq(creators.id, projectCreators.creatorId))
      .where(and(eq(projectCreators.projectId, projectId), inArray(projectCreators.creatorId, [...creatorIds]), eq(creators.active, true)));
    return new Set(rows.map((row) => row.creatorId));
  }

  /** Rewrites the project's creators as `deliveries`, positions following their order. */
  async replaceDeliveries(projectId: number, deliveries: readonly CartDelivery[]): Promise<void> {
    await this.db.delete(projectCreators).where(eq(projectCreators.projectId, projectId));
    if (deliveries.length === 0) return;
    await this.db.insert(projectCreators).values(deliveries.map((delivery, position) => ({ projectId, position, ...delivery })));
  }

  /** The options the project chose, by id. */
  chosenOptions(projectId: number): Promise<ProjectOptionRecord[]> {
    return this.db
      .select(optionColumns)
      .from(projectChosenOptions)
      .innerJoin(projectOptions, eq(projectOptions.id, projectChosenOptions.optionId))
      .where(eq(projectChosenOptions.projectId, projectId))
      .orderBy(asc(projectOptions.id));
  }

  /** Adds an option to the project; adding it again changes nothing. */
  async addOption(projectId: number, optionId: number): Promise<void> {
    await this.db.insert(projectChosenOptions).values({ projectId, optionId }).onConflictDoNothing();
  }

  /** Takes an option out of the project. */
  async removeOption(projectId: number, optionId: number): Promise<void> {
    await this.db.delete(projectChosenOptions).where(and(eq(projectChosenOptions.projectId, projectId), eq(projectChosenOptions.optionId, optionId)));
  }

  /** One page of the owner's projects, newest change first, with the totals the list shows. */
  async list(query: ProjectListQuery): Promise<ProjectListPage> {
    const byName: SQL[] = [eq(projects.ownerId, query.ownerId)];
    const folded = foldText(query.name);
    if (folded !== '') byName.push(sql`${projects.nameFolded} like ${`%${escapeLike(folded)}%`} escape '\\'`);
    const filtered = query.status === null ? byName : [...byName, eq(projects.status, query.status)];
    const [rows, counts] = await Promise.all([
      this.db
        .select(projectColumns)
        .from(projects)
        .where(and(...filtered))
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db
        .select({ status: projects.status, count: sql<number>`count(*)::int` })
        .from(projects)
        .where(and(...byName))
        .groupBy(projects.status),
    ]);
    const countsByStatus = new Map(counts.map((row) => [row.status, row.count]));
    const total = query.status === null ? counts.reduce((sum, row) => sum + row.count, 0) : (countsByStatus.get(query.status) ?? 0);
    // Counted for the page's projects only, after paging: a count per row in the page query
    // would be computed for every row the offset skips too.
    const creatorCounts = await this.creatorCounts(rows.map((row) => row.id));
    return { rows: rows.map((row) => ({ ...toRecord(row), creatorCount: creatorCounts.get(row.id) ?? 0 })), total, countsByStatus };
  }

  /** How many creators each of these projects has. */
  private async creatorCounts(projectIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db
      .select({ projectId: projectCreators.projectId, count: sql<number>`count(*)::int` })
      .from(projectCreators)
      .where(inArray(projectCreators.projectId, [...projectIds]))
      .groupBy(projectCreators.projectId);
    return new Map(rows.map((row) => [row.projectId, row.count]));
  }

  /** How many projects, creators lines and chosen options there are (tests compare them around refused writes). */
  async rowCounts(): Promise<{ readonly projects: number; readonly creators: number; readonly options: number }> {
    const count = async (table: typeof projects | typeof projectCreators | typeof projectChosenOptions) => {
      const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(table);
      return row?.count ?? 0;
    };
    return { projects: await count(projects), creators: await count(projectCreators), options: await count(projectChosenOptions) };
  }

  /** The ids of the projects among `ids` that belong to `ownerId`. */
  async ownedIds(ids: readonly number[], ownerId: number): Promise<ReadonlySet<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: projects.id }).from(projects).where(and(inArray(projects.id, [...ids]), eq(projects.ownerId, ownerId)));
    return new Set(rows.map((row) => row.id));
  }
}

function columnsOf(state: ProjectWizardState) {
  return {
    step: state.step,
    name: state.name,
    nameFolded: foldText(state.name),
    image: state.image,
    projectType: state.projectType,
    budgetCentavos: state.budgetCentavos,
    humor: [...state.humor],
    mission: state.mission,
    creatorWanted: state.creatorWanted,
    startDate: state.startDate,
    endDate: state.endDate,
    references: [...state.references],
  };
}
