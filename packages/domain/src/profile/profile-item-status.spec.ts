import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CREATOR_IMAGE } from '../constants/product.constants.js';
import { aCreatorProfile } from './creator-profile.builder.js';
import { profileItemStatus } from './profile-item-status.js';
import { PROFILE_SECTIONS, type ProfileItemKey } from './profile-sections.js';

const ITEM_KEYS: readonly ProfileItemKey[] = PROFILE_SECTIONS.flatMap((s) => s.items.map((i) => i.key));

describe('profileItemStatus', () => {
  it('reports every item of a full profile as set, and none of an empty one', () => {
    expect(Object.values(profileItemStatus(aCreatorProfile())).every(Boolean)).toBe(true);
    expect(Object.values(profileItemStatus({})).some(Boolean)).toBe(false);
  });

  it('covers exactly the items of PROFILE_SECTIONS', () => {
    expect(Object.keys(profileItemStatus({})).sort()).toEqual([...ITEM_KEYS].sort());
  });

  it('counts the default creator image as not set, even with spaces around it', () => {
    expect(profileItemStatus(aCreatorProfile({ image: DEFAULT_CREATOR_IMAGE })).image).toBe(false);
    expect(profileItemStatus(aCreatorProfile({ image: ` ${DEFAULT_CREATOR_IMAGE} ` })).image).toBe(false);
  });

  it('counts the password only when hasPassword is true', () => {
    expect(profileItemStatus({ hasPassword: false }).password).toBe(false);
    expect(profileItemStatus({ hasPassword: null }).password).toBe(false);
    expect(profileItemStatus({ hasPassword: true }).password).toBe(true);
  });

  it('treats a missing bank record like a bank record with every field blank', () => {
    const blankBank = { account: ' ', agency: '', bankCode: null, ownerName: undefined };
    expect(profileItemStatus({ bank: null })).toEqual(profileItemStatus({ bank: blankBank }));
  });

  it('reads each bank field on its own', () => {
    const bankField = fc.constantFrom('account', 'agency', 'bankCode', 'ownerName');
    fc.assert(
      fc.property(bankField, (field) => {
        const status = profileItemStatus({ bank: { [field]: '123' } });
        for (const other of ['account', 'agency', 'bankCode', 'ownerName'] as const) {
          expect(status[other]).toBe(other === field);
        }
      }),
    );
  });

  it('unsets exactly the item whose field is emptied', () => {
    const textItems = ['miniBio', 'name', 'email', 'state', 'city', 'phone'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...textItems), fc.constantFrom(null, undefined, '', '  '), (key, blank) => {
        const status = profileItemStatus(aCreatorProfile({ [key]: blank }));
        expect(ITEM_KEYS.filter((k) => !status[k])).toEqual([key]);
      }),
    );
  });
});
