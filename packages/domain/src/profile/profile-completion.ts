import type { CreatorProfile } from './creator-profile.js';
import { floorPercent } from './floor-percent.js';
import { profileItemStatus } from './profile-item-status.js';
import { PROFILE_SECTIONS, type ProfileItemKey, type ProfileSectionKey } from './profile-sections.js';

/** How complete one section of the profile is. */
export interface ProfileSectionCompletion {
  /** The section's stable key. */
  readonly key: ProfileSectionKey;
  /** The section's pt-BR label, such as 'Meu perfil'. */
  readonly label: string;
  /** Whole percent 0-100, rounded down: 100 only when nothing is missing. */
  readonly percent: number;
  /** pt-BR labels of the items not set yet, in the section's order. */
  readonly missing: readonly string[];
}

/** How complete a creator's profile is, overall and per section. */
export interface ProfileCompletion {
  /** Whole percent 0-100, rounded down: 100 only when every section is complete. */
  readonly percent: number;
  /** The five sections, in {@link PROFILE_SECTIONS} order. */
  readonly sections: readonly ProfileSectionCompletion[];
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * How complete a creator's profile is (SPEC section 9). The five sections weigh the
 * same and the items of a section share its weight, so the overall percent is the mean
 * of the sections' exact fractions. That mean is summed over a common denominator and
 * rounded down once, at the end: rounding each section first would let the overall
 * figure drift, and rounding up or to nearest would show 100% with a field missing.
 *
 * @example profileCompletion({}) // { percent: 0, sections: [...every item missing] }
 */
export function profileCompletion(profile: CreatorProfile): ProfileCompletion {
  const status = profileItemStatus(profile);
  const counted = PROFILE_SECTIONS.map((section) => {
    const items: readonly { readonly key: ProfileItemKey; readonly label: string }[] = section.items;
    const missing = items.filter((item) => !status[item.key]).map((item) => item.label);
    return { section, filled: items.length - missing.length, total: items.length, missing };
  });
  // Least common multiple of the sections' item counts: every section's fraction is a
  // whole number of these units, so the sum of fractions stays an exact integer.
  const unit = counted.reduce((lcm, { total }) => (lcm * total) / greatestCommonDivisor(lcm, total), 1);
  const filledUnits = counted.reduce((sum, { filled, total }) => sum + filled * (unit / total), 0);
  return {
    percent: floorPercent(filledUnits, unit * counted.length),
    sections: counted.map(({ section, filled, total, missing }) => ({
      key: section.key,
      label: section.label,
      percent: floorPercent(filled, total),
      missing,
    })),
  };
}
