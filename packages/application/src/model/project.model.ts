import type { CartDelivery, ProjectMove, ProjectStatus, ProjectTotal, ProjectType } from '@publi/domain';
import type { CreatorCard } from './creator.model.js';

/** The wizard's briefing step (SPEC: step2). */
export interface ProjectBriefing {
  /** Tones of voice, such as 'Divertido'. */
  readonly humor: readonly string[];
  /** What the campaign should achieve. */
  readonly mission: string;
  /** The creator profile wanted. */
  readonly creator: string;
  /** Start day, `YYYY-MM-DD`, or `null` while not chosen. */
  readonly startDate: string | null;
  /** End day, `YYYY-MM-DD`, or `null` while not chosen. */
  readonly endDate: string | null;
}

/** A reference for the creators: a link, or a file sent through the upload path (a brand kit in PDF). */
export interface ProjectReference {
  readonly kind: 'link' | 'file';
  readonly url: string;
  /** What the person called it, or `null`. */
  readonly name: string | null;
}

/**
 * The project wizard's state (SPEC section 3), saved as a `Draft` as the person goes and sent
 * whole to publish. `id` is `null` until the first save.
 */
export interface ProjectWizard {
  readonly id: number | null;
  /** The step the person is on, from 0. */
  readonly step: number;
  /** Step 0: name, cover image and type. */
  readonly projectName: string;
  readonly image: string | null;
  readonly projectType: ProjectType | null;
  /** Step 1: the budget in centavos and what is asked of each creator. */
  readonly amountCentavos: number;
  readonly creators: readonly CartDelivery[];
  /** Step 2: the briefing. */
  readonly briefing: ProjectBriefing;
  readonly references: readonly ProjectReference[];
}

/** A kind of project, as the wizard offers it. */
export interface ProjectTypeOption {
  readonly value: ProjectType;
  /** pt-BR label, such as 'Permuta'. */
  readonly label: string;
}

/** Something a brand may add to a project (image rights, boosting...), priced per creator. */
export interface ProjectOption {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** Added to each creator's amount, in centavos. */
  readonly priceCentavos: number;
}

/** One creator of a project: the delivery asked, their card, and its cost at their prices. */
export interface ProjectCreator {
  readonly delivery: CartDelivery;
  readonly creator: CreatorCard;
  /** The delivery at the creator's prices, in centavos (unpriced formats add nothing). */
  readonly amountCentavos: number;
}

/** A project as its owner reads it. */
export interface Project {
  readonly id: number;
  readonly status: ProjectStatus;
  /** The wizard's state as last saved (its `creators` are the deliveries of {@link creators}). */
  readonly wizard: ProjectWizard;
  readonly creators: readonly ProjectCreator[];
  readonly options: readonly ProjectOption[];
  /** Creators' deliveries plus the options once per creator. */
  readonly total: ProjectTotal;
  /** What the brand may do now (publish, complete, cancel). */
  readonly allowedMoves: readonly ProjectMove[];
  /** ISO 8601 instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A project in the list. */
export interface ProjectSummary {
  readonly id: number;
  readonly status: ProjectStatus;
  readonly name: string;
  readonly image: string | null;
  readonly projectType: ProjectType | null;
  readonly creatorCount: number;
  /** The budget the brand set, in centavos. */
  readonly budgetCentavos: number;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly updatedAt: string;
}

/** How many projects match the name: in all ('Todos') and per status. */
export type ProjectStatusCounts = Readonly<Record<ProjectStatus | 'all', number>>;

/** One page of the brand's projects. */
export interface ProjectPage {
  readonly projects: readonly ProjectSummary[];
  /** From 1. */
  readonly page: number;
  readonly limit: number;
  /** Projects matching both the name and the status. */
  readonly total: number;
  readonly counts: ProjectStatusCounts;
}

/** The projects list's filter: by name (accent- and case-insensitive) and status (`null`: 'Todos'), and the page. */
export interface ProjectListFilter {
  readonly name?: string;
  readonly status?: ProjectStatus | null;
  /** From 1. */
  readonly page?: number;
  readonly limit?: number;
}

/** The formats a project exports to. */
export type ProjectExportFormat = 'csv' | 'xlsx';

/** A downloaded export: its bytes, their media type, and the name to save it under (the screen makes the file). */
export interface ProjectExportFile {
  readonly fileName: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}
