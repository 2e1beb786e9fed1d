import type { Project, ProjectDraft } from '../model/project.model.js';
import type { ProjectPort } from '../ports/project.port.js';

/** The wizard's steps, numbered from 0: name and cover, budget and creators, briefing, references. */
export const PROJECT_WIZARD_STEPS = 4;

/** A draft with nothing filled, at step 0. */
export function emptyProjectDraft(): ProjectDraft {
  return {
    id: null, step: 0, projectName: '', image: null, references: [],
    step1: { amountCentavos: 0, creatorIds: [] },
    step2: { humor: [], mission: '', creator: '', startDate: null, endDate: null },
  };
}

/**
 * The project wizard (SPEC section 4): numeric steps from 0, the draft saved on every move so
 * nothing is lost, and the project created (or updated) at the end. Throws `ApplicationError`.
 */
export class ProjectWizardUseCase {
  /** @param projects - the project port. */
  constructor(private readonly projects: ProjectPort) {}

  /** Saves the draft and moves to the next step (stays on the last). */
  next(draft: ProjectDraft): Promise<ProjectDraft> {
    return this.projects.saveDraft({ ...draft, step: Math.min(draft.step + 1, PROJECT_WIZARD_STEPS - 1) });
  }

  /** Saves the draft and moves back a step (stays on 0). */
  back(draft: ProjectDraft): Promise<ProjectDraft> {
    return this.projects.saveDraft({ ...draft, step: Math.max(draft.step - 1, 0) });
  }

  /** Saves without moving. */
  save(draft: ProjectDraft): Promise<ProjectDraft> {
    return this.projects.saveDraft(draft);
  }

  /** Creates the project with the creators chosen in step 1, or updates it when it exists. */
  async finish(draft: ProjectDraft, existingProjectId?: number): Promise<Project> {
    const project = existingProjectId === undefined ? await this.projects.create(draft) : await this.projects.update(existingProjectId, draft);
    const { creatorIds } = draft.step1;
    return creatorIds.length === 0 ? project : this.projects.insertCreators(project.id, creatorIds);
  }
}
