import fc from 'fast-check';
import type { z } from 'zod';
import { NUMBER_EDGES, NUMBER_LIKE_TEXT, wrongType } from './edge-values.js';
import type { Arbitraries } from './schema-arbitraries.types.js';

// Where a number has no bound, valid-looking ones stay in a plausible range.
const PLAUSIBLE = 1_000_000;

interface NumberRules {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  readonly step: number | undefined;
}

function rulesOf(def: z.core.$ZodNumberDef): NumberRules {
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  let integer = false;
  let step: number | undefined;
  for (const check of (def.checks ?? []).map((one) => (one as z.core.$ZodChecks)._zod.def)) {
    if (check.check === 'greater_than') min = Math.max(min, Number(check.value) + (check.inclusive ? 0 : Number.EPSILON));
    if (check.check === 'less_than') max = Math.min(max, Number(check.value) - (check.inclusive ? 0 : Number.EPSILON));
    if (check.check === 'number_format') integer = check.format !== 'float32' && check.format !== 'float64';
    if (check.check === 'multiple_of') step = Number(check.value);
  }
  return { min, max, integer, step };
}

function validNumber({ min, max, integer, step }: NumberRules): fc.Arbitrary<number> {
  const low = Number.isFinite(min) ? min : Math.min(-PLAUSIBLE, max);
  const high = Number.isFinite(max) ? max : Math.max(PLAUSIBLE, low);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  if (step !== undefined) {
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    return fc.integer({ min: Math.ceil(low / step), max: Math.floor(high / step) }).map((units) => Number((units * step).toFixed(decimals)));
  }
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

// Just past each bound, and between whole numbers or steps where the schema wants them.
function pastBounds({ min, max, integer, step }: NumberRules): number[] {
  const past: number[] = [];
  if (Number.isFinite(min)) past.push(min - 1, min - 0.001);
  if (Number.isFinite(max)) past.push(max + 1, max + 0.001);
  if (integer) past.push((Number.isFinite(min) ? min : 0) + 0.5);
  if (step !== undefined) past.push(step / 3);
  return past;
}

/** A number schema's arbitraries, from its bounds, integer format and step. */
export function numberArbitraries(def: z.core.$ZodNumberDef): Arbitraries {
  const rules = rulesOf(def);
  return {
    valid: validNumber(rules),
    malformed: fc.oneof(fc.constantFrom(...pastBounds(rules), ...NUMBER_EDGES), fc.constantFrom(...NUMBER_LIKE_TEXT), wrongType('number')),
  };
}
