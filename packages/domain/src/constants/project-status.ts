/**
 * A project's life: `Draft` (the wizard's saved state, not yet published), `Send briefing`
 * (briefing out, waiting for proposals), `In progress`, `Completed`, `Cancelled`. The wire
 * keeps these English values; the UI shows the pt-BR labels. How a project moves between them
 * is `moveProject`'s rule (`src/projects/project-moves.ts`).
 */
export const PROJECT_STATUSES = ['Draft', 'Send briefing', 'In progress', 'Completed', 'Cancelled'] as const;

/** One of {@link PROJECT_STATUSES}. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** What a person reads for each status. */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  Draft: 'Rascunho',
  'Send briefing': 'Briefing enviado',
  'In progress': 'Em andamento',
  Completed: 'Concluído',
  Cancelled: 'Cancelado',
};

/**
 * The status the project list filters by when a person has chosen none: `null`, which the
 * screen calls 'Todos' (SPEC section 9: the project search defaults to 'Todos'; `Send briefing`
 * is only one of the values a person may pick).
 */
export const DEFAULT_PROJECT_STATUS_FILTER: ProjectStatus | null = null;
