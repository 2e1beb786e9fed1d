import { foldText } from './fold-text.js';

// After folding, anything outside [a-z0-9_] is a separator; a run of them is one hyphen.
const NON_WORD_RUN = /[^a-z0-9_]+/g;
// Runs are already collapsed, so at most one hyphen sits at each end.
const EDGE_HYPHEN = /^-|-$/g;

/**
 * Makes a URL-safe slug: lowercased, accents folded, every run of non-word
 * characters turned into one hyphen, and no hyphen at either end.
 *
 * Characters with no ASCII letter inside them (such as "ß", "ø" or emoji)
 * count as non-word characters, so they become separators.
 *
 * @example slugify('São Paulo!') // 'sao-paulo'
 * @param text - any text, such as a creator's name.
 * @returns the slug; empty when `text` has no letter, digit or underscore.
 */
export function slugify(text: string): string {
  return foldText(text.trim()).replace(NON_WORD_RUN, '-').replace(EDGE_HYPHEN, '');
}
