import type { WizardChecks } from '@publi/domain';
import type { ProjectWizardState } from './project-record.js';

/** What the domain's wizard checks read from a state. */
export function wizardChecksOf(state: ProjectWizardState, creatorCount = state.creators.length): WizardChecks {
  return {
    projectName: state.name,
    projectType: state.projectType,
    amountCentavos: state.budgetCentavos,
    creatorCount,
    mission: state.mission,
    startDate: state.startDate,
    endDate: state.endDate,
  };
}
