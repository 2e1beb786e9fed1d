import type { ProjectStatus } from '@publi/domain';

/** A brand's project: a briefing sent to creators. */
export interface Project {
  /** Project id. */
  readonly id: number;
  /** The owning brand's external id. */
  readonly ownerId: string;
  /** Name. */
  readonly name: string;
  /** Status. */
  readonly status: ProjectStatus;
  /** Cover image URL, or `null`. */
  readonly image: string | null;
  /** Chosen project option ids. */
  readonly optionIds: readonly number[];
  /** Creator ids invited. */
  readonly creatorIds: readonly number[];
  /** The briefing as the wizard last saved it. */
  readonly briefing: ProjectBriefing;
}

/** The wizard's briefing step (SPEC: step2). */
export interface ProjectBriefing {
  /** Tones of voice, such as 'divertido'. */
  readonly humor: readonly string[];
  /** What the campaign should achieve. */
  readonly mission: string;
  /** What is asked of the creator. */
  readonly creator: string;
  /** Start date, ISO 8601 day, or `null`. */
  readonly startDate: string | null;
  /** End date, ISO 8601 day, or `null`. */
  readonly endDate: string | null;
}

/** The project wizard's state (SPEC section 3), saved as a draft on each step. */
export interface ProjectDraft {
  /** The project id once created, `null` before. */
  readonly id: number | null;
  /** Current step, from 0. */
  readonly step: number;
  /** Project name (step 0). */
  readonly projectName: string;
  /** Cover image URL (step 0), or `null`. */
  readonly image: string | null;
  /** Budget in centavos and the creators (step 1). */
  readonly step1: { readonly amountCentavos: number; readonly creatorIds: readonly number[] };
  /** Briefing (step 2). */
  readonly step2: ProjectBriefing;
  /** Reference links or uploads. */
  readonly references: readonly string[];
}

/** The project list's filter: by name (accent- and case-insensitive) and status. */
export interface ProjectListFilter {
  /** Part of the name. */
  readonly name?: string;
  /** Status. */
  readonly status?: ProjectStatus;
}
