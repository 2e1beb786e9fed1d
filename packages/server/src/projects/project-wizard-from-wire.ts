import type { ProjectWizardBodyWire } from '@publi/contract';
import { centavosFromDecimal, type WizardChecks } from '@publi/domain';
import type { ProjectWizardState } from './project-record.js';

/** The wizard's body in the server's terms: the budget in centavos, deliveries as the cart's. */
export function projectWizardFromWire(body: Omit<ProjectWizardBodyWire, 'id'>): ProjectWizardState {
  return {
    step: body.step,
    name: body.projectName,
    image: body.image,
    projectType: body.step0.projectType,
    budgetCentavos: centavosFromDecimal(body.step1.amount),
    creators: body.step1.creators.map(({ creator_id, stories, feed, tiktok }) => ({ creatorId: creator_id, stories, feed, tiktok })),
    humor: body.step2.humor,
    mission: body.step2.mission,
    creatorWanted: body.step2.creator,
    startDate: body.step2.startDate,
    endDate: body.step2.endDate,
    references: body.references.map(({ kind, url, name }) => ({ kind, url, name })),
  };
}

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
