import type { OptionalText } from './creator-profile.js';

/**
 * Whether a text field is set: a string with at least one non-blank character.
 * A field of spaces is what an emptied form input leaves behind, so it counts as empty.
 */
export function isFilledText(value: OptionalText): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
