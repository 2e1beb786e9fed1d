import { saoPauloDay, wizardStepErrors, type CartDelivery, type WizardChecks, type WizardStep } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { Project, ProjectWizard } from '../model/project.model.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { ProjectPort } from '../ports/project.port.js';

/** The wizard's steps, numbered from 0 (SPEC section 4): the project, budget and creators, the briefing. */
export const PROJECT_WIZARD_STEPS = 3;

/** A wizard with nothing filled, at step 0, carrying `creators` (a cart's deliveries) when given. */
export function emptyProjectWizard(creators: readonly CartDelivery[] = []): ProjectWizard {
  return {
    id: null,
    step: 0,
    projectName: '',
    image: null,
    projectType: null,
    amountCentavos: 0,
    creators,
    briefing: { humor: [], mission: '', creator: '', startDate: null, endDate: null },
    references: [],
  };
}

/** What the domain's wizard checks read from the wizard's state. */
export function wizardChecksOf(wizard: ProjectWizard): WizardChecks {
  return {
    projectName: wizard.projectName,
    projectType: wizard.projectType,
    amountCentavos: wizard.amountCentavos,
    creatorCount: wizard.creators.length,
    mission: wizard.briefing.mission,
    startDate: wizard.briefing.startDate,
    endDate: wizard.briefing.endDate,
  };
}

const asStep = (step: number): WizardStep => (Math.min(Math.max(Math.trunc(step), 0), PROJECT_WIZARD_STEPS - 1) as WizardStep);

/**
 * The project wizard (SPEC section 4): numeric steps from 0, each checked by the domain's
 * `wizardStepErrors` before moving on (`REQUEST.INVALID` with the fields, keyed by the wire's
 * paths such as `step1.amount`), and the draft saved on every move, so it survives a reload and
 * opens on another device. Today is the day in America/Sao_Paulo, read from the clock.
 */
export class ProjectWizardUseCase {
  /** @param projects - the project port. @param clock - today's day. */
  constructor(
    private readonly projects: ProjectPort,
    private readonly clock: ClockPort,
  ) {}

  /** The day briefing dates are compared with (`YYYY-MM-DD`). */
  today(): string {
    return saoPauloDay(new Date(this.clock.nowSeconds() * 1000));
  }

  /** What keeps `wizard` from leaving its step, by field; empty when it may. */
  stepErrors(wizard: ProjectWizard): Record<string, string> {
    return wizardStepErrors(asStep(wizard.step), wizardChecksOf(wizard), this.today());
  }

  /** Checks the current step, then saves the draft on the next one (the last stays the last). */
  next(wizard: ProjectWizard): Promise<Project> {
    const fields = this.stepErrors(wizard);
    if (Object.keys(fields).length > 0) return Promise.reject(new ApplicationError('REQUEST.INVALID', undefined, fields));
    return this.projects.saveDraft({ ...wizard, step: Math.min(wizard.step + 1, PROJECT_WIZARD_STEPS - 1) });
  }

  /** Saves the draft one step back (0 stays 0); going back never checks. */
  back(wizard: ProjectWizard): Promise<Project> {
    return this.projects.saveDraft({ ...wizard, step: Math.max(wizard.step - 1, 0) });
  }

  /** Saves without moving (a draft needs its name). */
  save(wizard: ProjectWizard): Promise<Project> {
    return this.projects.saveDraft(wizard);
  }

  /** Checks the last step and publishes: the project goes to `Send briefing`. */
  publish(wizard: ProjectWizard): Promise<Project> {
    const fields = this.stepErrors({ ...wizard, step: PROJECT_WIZARD_STEPS - 1 });
    if (Object.keys(fields).length > 0) return Promise.reject(new ApplicationError('REQUEST.INVALID', undefined, fields));
    return this.projects.publish(wizard);
  }

  /** Opens draft `id` where the person left it. */
  open(id: number, token: string): Promise<Project> {
    return this.projects.getDetails(id, token);
  }
}
