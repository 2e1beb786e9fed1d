import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CREATOR_IMAGE } from '../constants/product.constants.js';
import { centavosFromDecimal } from '../format/centavos-from-decimal.js';
import { decimalFromCentavos } from '../format/decimal-from-centavos.js';
import type { CreatorCategoryRef, CreatorProfile, OptionalCentavos, OptionalText, SocialNetworkEntry } from './creator-profile.js';
import { profileCompletion } from './profile-completion.js';
import { PROFILE_SECTIONS, type ProfileItemKey } from './profile-sections.js';

// Each item gets one "set" and one "not set" value, in every spelling the wire may use;
// a profile is then assembled from the set of items that should be filled.

const ITEM_KEYS: readonly ProfileItemKey[] = PROFILE_SECTIONS.flatMap((s) => s.items.map((i) => i.key));

const unsetText = fc.constantFrom<OptionalText>(undefined, null, '', '   ', '\t\n');
const setText = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
const setImage = setText.filter((s) => s.trim() !== DEFAULT_CREATOR_IMAGE);
const unsetImage = fc.oneof(unsetText, fc.constantFrom(DEFAULT_CREATOR_IMAGE, ` ${DEFAULT_CREATOR_IMAGE} `));
const setPrice = fc.integer({ min: 1, max: 100_000_000 });
const unsetPrice = fc.constantFrom<OptionalCentavos>(undefined, null, 0);
const otherNetwork = fc.record({ name: fc.constantFrom('tiktok', 'youtube', 'kwai'), username: setText });
const emptyInstagram = fc.constantFrom<SocialNetworkEntry>(
  { name: 'instagram' },
  { name: 'Instagram', username: '  ', link: null },
);
const setInstagram = fc.tuple(
  fc.constantFrom('instagram', 'Instagram', 'INSTAGRAM'),
  fc.oneof(fc.record({ username: setText }), fc.record({ link: setText })),
);

type Pair<T> = readonly [unset: T, set: T];
const pair = <T>(unset: fc.Arbitrary<T>, set: fc.Arbitrary<T>): fc.Arbitrary<Pair<T>> => fc.tuple(unset, set);

const itemValues = fc.record({
  miniBio: pair(unsetText, setText),
  image: pair(unsetImage, setImage),
  name: pair(unsetText, setText),
  email: pair(unsetText, setText),
  password: pair(fc.constantFrom<boolean | null | undefined>(false, null, undefined), fc.constant(true)),
  state: pair(unsetText, setText),
  city: pair(unsetText, setText),
  phone: pair(unsetText, setText),
  instagram: pair(
    fc.oneof(fc.constantFrom(undefined, null), fc.array(fc.oneof(otherNetwork, emptyInstagram), { maxLength: 3 })),
    fc
      .tuple(fc.array(otherNetwork, { maxLength: 3 }), setInstagram)
      .map(([others, [name, contact]]) => [...others, { name, ...contact }]),
  ),
  stories: pair(unsetPrice, setPrice),
  feed: pair(unsetPrice, setPrice),
  tiktok: pair(unsetPrice, setPrice),
  account: pair(unsetText, setText),
  agency: pair(unsetText, setText),
  bankCode: pair(unsetText, setText),
  ownerName: pair(unsetText, setText),
  categories: pair(
    fc.constantFrom<readonly CreatorCategoryRef[] | null | undefined>(undefined, null, []),
    fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 5 }).map((ids) => ids.map((id) => ({ id }))),
  ),
  // When no bank field is set, the creator may have no bank record at all.
  noBankRecord: fc.constantFrom<null | undefined | false>(null, undefined, false),
});
type ItemValues = typeof itemValues extends fc.Arbitrary<infer T> ? T : never;

function assemble(values: ItemValues, filled: ReadonlySet<ProfileItemKey>): CreatorProfile {
  const pick = <T>(key: ProfileItemKey, [unset, set]: Pair<T>): T => (filled.has(key) ? set : unset);
  const bankFields = {
    account: pick('account', values.account),
    agency: pick('agency', values.agency),
    bankCode: pick('bankCode', values.bankCode),
    ownerName: pick('ownerName', values.ownerName),
  };
  const anyBankField = ['account', 'agency', 'bankCode', 'ownerName'].some((key) => filled.has(key as ProfileItemKey));
  return {
    miniBio: pick('miniBio', values.miniBio),
    image: pick('image', values.image),
    name: pick('name', values.name),
    email: pick('email', values.email),
    hasPassword: pick('password', values.password),
    state: pick('state', values.state),
    city: pick('city', values.city),
    phone: pick('phone', values.phone),
    socialNetworks: pick('instagram', values.instagram),
    prices: {
      stories: pick('stories', values.stories),
      feed: pick('feed', values.feed),
      tiktok: pick('tiktok', values.tiktok),
    },
    bank: !anyBankField && values.noBankRecord !== false ? values.noBankRecord : bankFields,
    categories: pick('categories', values.categories),
  };
}

const filledKeys = fc.subarray([...ITEM_KEYS]).map((keys) => new Set(keys));
const profileCase = fc
  .tuple(itemValues, filledKeys)
  .map(([values, filled]) => ({ values, filled, profile: assemble(values, filled) }));

/** Reference: the mean of the sections' exact fractions, floored, over a product (not lcm) denominator in BigInt. */
function referencePercent(filled: ReadonlySet<ProfileItemKey>): number {
  const fractions = PROFILE_SECTIONS.map(
    (s) => [BigInt(s.items.filter((i) => filled.has(i.key)).length), BigInt(s.items.length)] as const,
  );
  const denominator = fractions.reduce((product, [, total]) => product * total, 1n);
  const numerator = fractions.reduce((sum, [count, total]) => sum + (count * denominator) / total, 0n);
  return Number((100n * numerator) / (BigInt(fractions.length) * denominator));
}

// A full profile whose three prices are one amount, given as the wire's decimal or in centavos.
function aPricedProfile(price: string | number): CreatorProfile {
  const centavos = typeof price === 'string' ? centavosFromDecimal(price) : price;
  return { name: 'Ana', hasPassword: true, prices: { stories: centavos, feed: centavos, tiktok: centavos } };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('profileCompletion (properties)', () => {
  it('gives whole percents from 0 to 100', () => {
    fc.assert(
      fc.property(profileCase, ({ profile }) => {
        const completion = profileCompletion(profile);
        for (const percent of [completion.percent, ...completion.sections.map((s) => s.percent)]) {
          expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        }
      }),
    );
  });

  it('equals the floor of the mean of the exact section fractions', () => {
    fc.assert(
      fc.property(profileCase, ({ profile, filled }) => {
        expect(profileCompletion(profile).percent).toBe(referencePercent(filled));
      }),
    );
  });

  it('gives each section the floor of its filled share and lists exactly what is missing, in order', () => {
    fc.assert(
      fc.property(profileCase, ({ profile, filled }) => {
        const expected = PROFILE_SECTIONS.map((s) => {
          const count = s.items.filter((i) => filled.has(i.key)).length;
          return {
            key: s.key,
            label: s.label,
            percent: Math.floor((100 * count) / s.items.length),
            missing: s.items.filter((i) => !filled.has(i.key)).map((i) => i.label),
          };
        });
        expect(profileCompletion(profile).sections).toEqual(expected);
      }),
    );
  });

  it('gives 100 if and only if every item is filled', () => {
    fc.assert(
      fc.property(profileCase, ({ profile, filled }) => {
        expect(profileCompletion(profile).percent === 100).toBe(filled.size === ITEM_KEYS.length);
      }),
    );
    fc.assert(
      fc.property(itemValues, (values) => {
        expect(profileCompletion(assemble(values, new Set(ITEM_KEYS))).percent).toBe(100);
        expect(profileCompletion(assemble(values, new Set())).percent).toBe(0);
      }),
    );
  });

  it('is monotone: filling one more item never lowers any percent (and always raises the overall one)', () => {
    const withOneMore = profileCase
      .filter((c) => c.filled.size < ITEM_KEYS.length)
      .chain((c) => fc.constantFrom(...ITEM_KEYS.filter((key) => !c.filled.has(key))).map((key) => ({ ...c, key })));
    fc.assert(
      fc.property(withOneMore, ({ values, filled, profile, key }) => {
        const before = profileCompletion(profile);
        const after = profileCompletion(assemble(values, new Set([...filled, key])));
        expect(after.percent).toBeGreaterThan(before.percent);
        after.sections.forEach((section, i) => {
          expect(section.percent).toBeGreaterThanOrEqual(before.sections[i]?.percent ?? 101);
        });
      }),
    );
  });

  it("gives the same completion for a price read from the wire's decimal ('0.00' included) as for its centavos", () => {
    const priceOnTheWire = fc.oneof(fc.constant('0.00'), fc.nat({ max: 100_000_000 }).map(decimalFromCentavos));
    fc.assert(
      fc.property(profileCase, fc.constantFrom('stories', 'feed', 'tiktok'), priceOnTheWire, ({ profile }, format, decimal) => {
        const fromWire = { ...profile, prices: { ...profile.prices, [format]: centavosFromDecimal(decimal) } };
        const fromCentavos = { ...profile, prices: { ...profile.prices, [format]: decimal === '0.00' ? 0 : Math.round(Number(decimal) * 100) } };
        expect(profileCompletion(fromWire)).toEqual(profileCompletion(fromCentavos));
      }),
    );
    expect(profileCompletion(aPricedProfile('0.00'))).toEqual(profileCompletion(aPricedProfile(0)));
  });

  it('treats the placeholder image exactly like no image', () => {
    fc.assert(
      fc.property(profileCase, ({ profile }) => {
        expect(profileCompletion({ ...profile, image: DEFAULT_CREATOR_IMAGE })).toEqual(
          profileCompletion({ ...profile, image: undefined }),
        );
      }),
    );
  });

  it('does not depend on the order of categories and social networks', () => {
    const shuffled = <T>(list: readonly T[]) =>
      fc.shuffledSubarray([...list], { minLength: list.length, maxLength: list.length });
    fc.assert(
      fc.property(
        profileCase.chain((c) =>
          fc.tuple(
            fc.constant(c.profile),
            shuffled(c.profile.categories ?? []),
            shuffled(c.profile.socialNetworks ?? []),
          ),
        ),
        ([profile, categories, socialNetworks]) => {
          const reordered = {
            ...profile,
            ...(profile.categories ? { categories } : {}),
            ...(profile.socialNetworks ? { socialNetworks } : {}),
          };
          expect(profileCompletion(reordered)).toEqual(profileCompletion(profile));
        },
      ),
    );
  });

  it('never changes the profile it reads', () => {
    fc.assert(
      fc.property(profileCase, ({ profile }) => {
        expect(() => profileCompletion(deepFreeze(profile))).not.toThrow();
      }),
    );
  });
});
