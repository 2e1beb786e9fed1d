import type { z } from 'zod';

/** The arguments of `.refine()` that refuse `min` above `max` in an object of bounds. */
export type OrderedBoundsRefinement = readonly [
  check: (value: Readonly<Record<string, unknown>>) => boolean,
  params: { readonly error: string; readonly path: PropertyKey[]; readonly when: (payload: z.core.ParsePayload) => boolean },
];

/**
 * Refuses swapped bounds (`min` above `max`) with `message` at the `min` field, where the
 * form shows it. A missing or `null` bound never conflicts. It runs even when other fields
 * of the object are invalid, so one answer reports everything, but not when either bound is
 * itself invalid: that field's own message is the one to fix first.
 *
 * @example schema.refine(...orderedBounds('min_engagement', 'max_engagement', 'O mínimo ...'))
 */
export function orderedBounds(min: string, max: string, message: string): OrderedBoundsRefinement {
  const check = (value: Readonly<Record<string, unknown>>): boolean => {
    const low = value[min];
    const high = value[max];
    return typeof low !== 'number' || typeof high !== 'number' || low <= high;
  };
  // Skipped when the value is not an object at all (its type error is the answer) or when
  // either bound already has an issue of its own.
  const when = (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => issue.path?.[0] !== min && issue.path?.[0] !== max);
  return [check, { error: message, path: [min], when }];
}
