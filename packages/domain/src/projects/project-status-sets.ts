import type { ProjectStatus } from '../constants/project-status.js';

/** The statuses nothing leaves: the project has ended (no move, no new contract answered, no edit). */
export const ENDED_PROJECT_STATUSES: readonly ProjectStatus[] = ['Completed', 'Cancelled'];

/** The statuses in which the brand may send proposals: the briefing is out and the project has not ended. */
export const PROPOSAL_OPEN_PROJECT_STATUSES: readonly ProjectStatus[] = ['Send briefing', 'In progress'];

/** Whether a project in `status` has ended. */
export function isProjectEnded(status: ProjectStatus): boolean {
  return ENDED_PROJECT_STATUSES.includes(status);
}

/** Whether a project in `status` takes new proposals. */
export function takesProposals(status: ProjectStatus): boolean {
  return PROPOSAL_OPEN_PROJECT_STATUSES.includes(status);
}
