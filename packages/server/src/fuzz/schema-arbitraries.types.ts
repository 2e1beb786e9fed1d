import type fc from 'fast-check';

/** What a schema derives: values it accepts and values with one thing wrong. */
export interface Arbitraries {
  /**
   * Values the schema accepts, or that look as if it should: shapes, types, bounds and patterns
   * are followed; refinements (a CPF's check digits, a date in the future) are not solved.
   */
  readonly valid: fc.Arbitrary<unknown>;
  /** Values with one thing wrong: a wrong type, a bound passed, a field missing or unknown, an edge value. */
  readonly malformed: fc.Arbitrary<unknown>;
}

/**
 * Values known to exist for a field, by its name (`project_id`, `contract_ids`, `user_id`): the
 * test world's real ids, so valid-looking requests reach the handler's rules instead of stopping
 * at "not found". Values of a type the field does not take are ignored.
 */
export type FieldHints = (key: string) => readonly unknown[];
