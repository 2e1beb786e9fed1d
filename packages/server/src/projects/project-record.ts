import type { CartDelivery, ProjectStatus, ProjectType } from '@publi/domain';
import type { StoredProjectReference } from '../db/schema.js';

// Twin of @publi/application's `ProjectWizard`, in centavos and the stored column names: projects-from-wire and to-projects-wire convert.
/** The wizard's state as the server keeps it (money in centavos, days as `YYYY-MM-DD`). */
export interface ProjectWizardState {
  readonly step: number;
  readonly name: string;
  readonly image: string | null;
  readonly projectType: ProjectType | null;
  readonly budgetCentavos: number;
  readonly creators: readonly CartDelivery[];
  readonly humor: readonly string[];
  readonly mission: string;
  readonly creatorWanted: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly references: readonly StoredProjectReference[];
}

/** A project row, without its creators and options. */
export interface ProjectRecord extends Omit<ProjectWizardState, 'creators'> {
  readonly id: number;
  readonly ownerId: number;
  readonly status: ProjectStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

// Twin of @publi/application's `ProjectOption`, in centavos.
/** An option of the reference list, priced per creator. */
export interface ProjectOptionRecord {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly priceCentavos: number;
}
