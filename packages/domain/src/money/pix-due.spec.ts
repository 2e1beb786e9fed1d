import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../time/days.js';
import { MAX_CHARGE_CENTAVOS } from './payment-limit.js';
import { PIX_DUE_TERMS, pixDueDateProblem, pixDueEnd, pixDueLastDay, pixDueLateFees } from './pix-due.js';

const day = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const total = fc.integer({ min: 1, max: MAX_CHARGE_CENTAVOS });

describe('pixDueDateProblem', () => {
  it('takes tomorrow to 30 days ahead and names what is wrong otherwise', () => {
    expect(pixDueDateProblem('2026-11-29', '2026-11-28')).toBeNull();
    expect(pixDueDateProblem('2026-12-28', '2026-11-28')).toBeNull();
    expect(pixDueDateProblem('2026-11-28', '2026-11-28')).toBe('Escolha um vencimento a partir de amanhã.');
    expect(pixDueDateProblem('2026-12-29', '2026-11-28')).toBe('O vencimento pode ser em até 30 dias.');
  });

  it('accepts exactly the days 1 to maxDaysAhead after today', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -40, max: 80 }), (today, ahead) => {
        const accepted = pixDueDateProblem(addCalendarDays(today, ahead), today) === null;
        expect(accepted).toBe(ahead >= 1 && ahead <= PIX_DUE_TERMS.maxDaysAhead);
      }),
    );
  });
});

describe('pixDueLateFees', () => {
  it('adds the 2% fine once and 1% a month per calendar day after the due date', () => {
    expect(pixDueLateFees(165_000, '2026-12-05', '2026-12-05')).toEqual({ daysLate: 0, fineCentavos: 0, interestCentavos: 0 });
    expect(pixDueLateFees(165_000, '2026-12-05', '2026-12-08')).toEqual({ daysLate: 3, fineCentavos: 3_300, interestCentavos: 165 });
    expect(pixDueLateFees(165_000, '2026-12-05', '2027-01-04')).toEqual({ daysLate: 30, fineCentavos: 3_300, interestCentavos: 1_650 });
  });

  it('charges nothing until the due date, and after it a fine that never changes and interest that grows by the day', () => {
    fc.assert(
      fc.property(total, day, fc.integer({ min: -30, max: PIX_DUE_TERMS.graceDays }), (amount, due, offset) => {
        const paidOn = addCalendarDays(due, offset);
        const fees = pixDueLateFees(amount, due, paidOn);
        if (offset <= 0) {
          expect(fees).toEqual({ daysLate: 0, fineCentavos: 0, interestCentavos: 0 });
          return;
        }
        const nextDay = pixDueLateFees(amount, due, addCalendarDays(paidOn, 1));
        expect(fees.daysLate).toBe(offset);
        expect(nextDay.fineCentavos).toBe(fees.fineCentavos);
        expect(nextDay.interestCentavos).toBeGreaterThanOrEqual(fees.interestCentavos);
        // Within half a centavo of the exact rates, each as whole centavos.
        expect(Math.abs(fees.fineCentavos - (amount * PIX_DUE_TERMS.fineBasisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(fees.interestCentavos - (amount * PIX_DUE_TERMS.interestBasisPointsPerMonth * offset) / 300_000)).toBeLessThanOrEqual(0.5);
        expect(Number.isSafeInteger(amount + fees.fineCentavos + fees.interestCentavos)).toBe(true);
      }),
    );
  });
});

describe('the last day a Pix com vencimento may be paid', () => {
  it('is the due date plus the grace days, ending at midnight in São Paulo', () => {
    expect(pixDueLastDay('2026-12-05')).toBe('2026-12-15');
    expect(pixDueEnd('2026-12-05').toISOString()).toBe('2026-12-16T03:00:00.000Z');
  });

  it('always ends after the due date has passed in São Paulo, whatever the date', () => {
    fc.assert(
      fc.property(day, (due) => {
        const end = pixDueEnd(due);
        expect(end.getTime()).toBeGreaterThan(new Date(`${due}T23:59:59-03:00`).getTime());
        expect(end.getTime() - new Date(`${due}T00:00:00-03:00`).getTime()).toBe((PIX_DUE_TERMS.graceDays + 1) * 86_400_000);
      }),
    );
  });
});
