import { slugify } from '@publi/domain';

/** The slug a creator gets when their name has no letter or digit to make one from. */
export const FALLBACK_SLUG = 'criador';

// The slug route reads slugs of up to 120 characters; this leaves room for a `-12345` suffix.
const MAX_BASE_LENGTH = 100;

/**
 * The base of a creator's slug: `slugify(name)` cut to 100 characters (never ending in a
 * hyphen), or {@link FALLBACK_SLUG} when the name has no letter or digit.
 */
export function slugBase(name: string): string {
  return slugify(name).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || FALLBACK_SLUG;
}

/**
 * Candidate slugs in the order they are tried: `base`, then `base-2`, `base-3`... so the
 * first "Ana Souza" is `ana-souza` and the second `ana-souza-2`.
 *
 * @param from - the 1-based position of the first candidate; `count` candidates follow.
 */
export function slugCandidates(base: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const position = from + index;
    return position === 1 ? base : `${base}-${position}`;
  });
}

/** The first candidate that is not taken, or undefined when every one is. */
export function firstFreeSlug(candidates: readonly string[], taken: ReadonlySet<string>): string | undefined {
  return candidates.find((candidate) => !taken.has(candidate));
}
