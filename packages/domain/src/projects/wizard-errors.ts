import type { ProjectType } from './project-types.js';
import { briefingDateErrors } from './briefing-dates.js';

/** What the wizard's checks look at: the parts of its state a step asks for. */
export interface WizardChecks {
  readonly projectName: string;
  readonly projectType: ProjectType | null;
  readonly amountCentavos: number;
  readonly creatorCount: number;
  readonly mission: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** The wizard's steps, numbered from 0 as SPEC section 4 numbers them. */
export type WizardStep = 0 | 1 | 2;

/** The pt-BR messages of {@link wizardStepErrors}. */
export const WIZARD_MESSAGES = {
  projectName: 'Dê um nome ao projeto.',
  projectType: 'Escolha o tipo do projeto.',
  amount: 'Informe um orçamento maior que zero.',
  creators: 'Escolha pelo menos um criador.',
  mission: 'Conte a missão do projeto.',
  startDate: 'Escolha a data de início.',
  endDate: 'Escolha a data de término.',
} as const;

/**
 * What keeps the wizard from leaving `step`, as pt-BR messages keyed by the field's path in the
 * wizard's wire state (`projectName`, `step0.projectType`, `step1.amount`, `step1.creators`,
 * `step2.mission`, `step2.startDate`, `step2.endDate`), so the screen and the server point at the
 * same field. `today` is the calendar day in America/Sao_Paulo (`YYYY-MM-DD`).
 */
export function wizardStepErrors(step: WizardStep, state: WizardChecks, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 0) {
    if (state.projectName.trim() === '') errors.projectName = WIZARD_MESSAGES.projectName;
    if (state.projectType === null) errors['step0.projectType'] = WIZARD_MESSAGES.projectType;
  } else if (step === 1) {
    if (state.amountCentavos <= 0) errors['step1.amount'] = WIZARD_MESSAGES.amount;
    if (state.creatorCount < 1) errors['step1.creators'] = WIZARD_MESSAGES.creators;
  } else {
    if (state.mission.trim() === '') errors['step2.mission'] = WIZARD_MESSAGES.mission;
    const dates = briefingDateErrors(state, today);
    const startDate = state.startDate === null ? WIZARD_MESSAGES.startDate : dates.startDate;
    const endDate = state.endDate === null ? WIZARD_MESSAGES.endDate : dates.endDate;
    if (startDate !== undefined) errors['step2.startDate'] = startDate;
    if (endDate !== undefined) errors['step2.endDate'] = endDate;
  }
  return errors;
}

/** Every step's errors at once: what keeps a project from being published. Empty when it may be. */
export function wizardErrors(state: WizardChecks, today: string): Record<string, string> {
  return { ...wizardStepErrors(0, state, today), ...wizardStepErrors(1, state, today), ...wizardStepErrors(2, state, today) };
}
