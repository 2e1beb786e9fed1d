import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '../text/english-words.js';
import { looksPortuguese } from '../text/looks-portuguese.js';
import { PROJECT_TYPES } from './project-types.js';
import { BRIEFING_DATE_MESSAGES } from './briefing-dates.js';
import { WIZARD_MESSAGES, wizardErrors, wizardStepErrors, type WizardChecks, type WizardStep } from './wizard-errors.js';

const TODAY = '2026-11-23';
const READY: WizardChecks = {
  projectName: 'Lançamento',
  projectType: 'paid',
  amountCentavos: 500_000,
  creatorCount: 2,
  mission: 'Apresentar o café.',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
};
const aDay = fc.date({ min: new Date('2025-01-01T12:00:00Z'), max: new Date('2028-12-31T12:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const aState: fc.Arbitrary<WizardChecks> = fc.record({
  projectName: fc.oneof(fc.constant(''), fc.constant('   '), fc.string()),
  projectType: fc.option(fc.constantFrom(...PROJECT_TYPES.map((type) => type.value)), { nil: null }),
  amountCentavos: fc.integer({ min: -10, max: 10_000_000 }),
  creatorCount: fc.integer({ min: 0, max: 200 }),
  mission: fc.oneof(fc.constant(''), fc.string()),
  startDate: fc.option(aDay, { nil: null }),
  endDate: fc.option(aDay, { nil: null }),
});
const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  0: ['projectName', 'step0.projectType'],
  1: ['step1.amount', 'step1.creators'],
  2: ['step2.mission', 'step2.startDate', 'step2.endDate'],
};

describe('wizardStepErrors', () => {
  it('lets a complete wizard through every step', () => {
    for (const step of [0, 1, 2] as const) expect(wizardStepErrors(step, READY, TODAY)).toEqual({});
    expect(wizardErrors(READY, TODAY)).toEqual({});
  });

  it('says what each step misses, beside its field', () => {
    const empty: WizardChecks = { projectName: ' ', projectType: null, amountCentavos: 0, creatorCount: 0, mission: '', startDate: null, endDate: null };
    expect(wizardErrors(empty, TODAY)).toEqual({
      projectName: WIZARD_MESSAGES.projectName,
      'step0.projectType': WIZARD_MESSAGES.projectType,
      'step1.amount': WIZARD_MESSAGES.amount,
      'step1.creators': WIZARD_MESSAGES.creators,
      'step2.mission': WIZARD_MESSAGES.mission,
      'step2.startDate': WIZARD_MESSAGES.startDate,
      'step2.endDate': WIZARD_MESSAGES.endDate,
    });
    expect(wizardStepErrors(2, { ...READY, startDate: '2026-11-22', endDate: '2026-11-21' }, TODAY)).toEqual({
      'step2.startDate': BRIEFING_DATE_MESSAGES.startBeforeToday,
      'step2.endDate': BRIEFING_DATE_MESSAGES.endBeforeStart,
    });
  });

  it('only ever names the fields of its own step', () => {
    fc.assert(
      fc.property(aState, fc.constantFrom<WizardStep>(0, 1, 2), aDay, (state, step, today) => {
        for (const field of Object.keys(wizardStepErrors(step, state, today))) expect(STEP_FIELDS[step]).toContain(field);
      }),
    );
  });

  it('lets a wizard be published exactly when no step holds it back', () => {
    fc.assert(
      fc.property(aState, aDay, (state, today) => {
        const blocked = ([0, 1, 2] as const).some((step) => Object.keys(wizardStepErrors(step, state, today)).length > 0);
        expect(Object.keys(wizardErrors(state, today)).length > 0).toBe(blocked);
      }),
    );
  });

  it('holds back a budget of zero or less and a project without creators, and nothing else at step 1', () => {
    fc.assert(
      fc.property(aState, (state) => {
        const errors = wizardStepErrors(1, state, TODAY);
        expect('step1.amount' in errors).toBe(state.amountCentavos <= 0);
        expect('step1.creators' in errors).toBe(state.creatorCount < 1);
      }),
    );
  });
});

describe('the wizard\'s messages', () => {
  it('are pt-BR sentences, with no English', () => {
    for (const [key, message] of Object.entries({ ...WIZARD_MESSAGES, ...BRIEFING_DATE_MESSAGES })) {
      expect(englishWordsIn(message), key).toEqual([]);
      expect(looksPortuguese(message), key).toBe(true);
    }
  });
});
