import type { ProjectListWire } from '@publi/contract';
import { decimalFromCentavos, PROJECT_STATUSES } from '@publi/domain';
import type { ProjectListPage } from './projects.repository.js';

/** A page of the list in wire names; a card's `amount` is the budget the brand set. */
export function toProjectListWire({ rows, total, countsByStatus }: ProjectListPage, page: number, limit: number): ProjectListWire {
  const perStatus = Object.fromEntries(PROJECT_STATUSES.map((status) => [status, countsByStatus.get(status) ?? 0])) as Record<(typeof PROJECT_STATUSES)[number], number>;
  return {
    projects: rows.map((row) => ({
      id: row.id,
      status: row.status,
      projectName: row.name,
      image: row.image,
      projectType: row.projectType,
      creators_count: row.creatorCount,
      amount: decimalFromCentavos(row.budgetCentavos),
      startDate: row.startDate,
      endDate: row.endDate,
      updated_at: row.updatedAt.toISOString(),
    })),
    page,
    limit,
    total,
    counts: { all: [...countsByStatus.values()].reduce((sum, count) => sum + count, 0), ...perStatus },
  };
}
