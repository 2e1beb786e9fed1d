import type { ProjectStatus } from '../constants/project-status.js';
import { DomainError } from '../errors/domain-error.js';

/**
 * What can happen to a project, each with the statuses it starts from and the one it leads to:
 * - `publish`: the brand sends the briefing out of its draft;
 * - `start`: the first contract is signed (contracts make this move, never a button);
 * - `complete`: the brand closes a project whose work went ahead;
 * - `cancel`: the brand gives a project up at any point before it ended.
 * `Completed` and `Cancelled` are final: nothing leaves them.
 */
export const PROJECT_MOVES = {
  publish: { from: ['Draft'], to: 'Send briefing', label: 'Publicar briefing' },
  start: { from: ['Send briefing'], to: 'In progress', label: 'Iniciar' },
  complete: { from: ['In progress'], to: 'Completed', label: 'Concluir projeto' },
  cancel: { from: ['Draft', 'Send briefing', 'In progress'], to: 'Cancelled', label: 'Cancelar projeto' },
} as const satisfies Record<string, { readonly from: readonly ProjectStatus[]; readonly to: ProjectStatus; readonly label: string }>;

/** One of {@link PROJECT_MOVES}. */
export type ProjectMove = keyof typeof PROJECT_MOVES;

/** The moves a brand makes by hand; `start` belongs to contracts. */
export const BRAND_PROJECT_MOVES: readonly ProjectMove[] = ['publish', 'complete', 'cancel'];

const MOVE_NAMES = Object.keys(PROJECT_MOVES) as ProjectMove[];

/** Whether `move` may be made from `status`. */
export function canMoveProject(status: ProjectStatus, move: ProjectMove): boolean {
  return (PROJECT_MOVES[move].from as readonly ProjectStatus[]).includes(status);
}

/** The moves that may be made from `status`, in the order of {@link PROJECT_MOVES}. */
export function allowedProjectMoves(status: ProjectStatus): ProjectMove[] {
  return MOVE_NAMES.filter((move) => canMoveProject(status, move));
}

/**
 * The status a project reaches by `move`.
 *
 * @example moveProject('Draft', 'publish') // 'Send briefing'
 * @throws DomainError `PROJECT.MOVE_NOT_ALLOWED` when `move` does not start from `status`.
 */
export function moveProject(status: ProjectStatus, move: ProjectMove): ProjectStatus {
  if (!canMoveProject(status, move)) throw new DomainError('PROJECT.MOVE_NOT_ALLOWED');
  return PROJECT_MOVES[move].to;
}
