import { DEFAULT_CREATOR_IMAGE } from '../constants/product.constants.js';
import type { CreatorProfile } from './creator-profile.js';
import { hasInstagram } from './has-instagram.js';
import { isFilledText } from './is-filled-text.js';
import { isPriceSet } from './is-price-set.js';
import type { ProfileItemKey } from './profile-sections.js';

/**
 * For every item profile completion counts, whether the creator has set it.
 * The placeholder image every new creator gets counts as no image, since the creator
 * did not choose it.
 */
export function profileItemStatus(profile: CreatorProfile): Readonly<Record<ProfileItemKey, boolean>> {
  const { prices, bank } = profile;
  return {
    miniBio: isFilledText(profile.miniBio),
    image: isFilledText(profile.image) && profile.image.trim() !== DEFAULT_CREATOR_IMAGE,
    name: isFilledText(profile.name),
    email: isFilledText(profile.email),
    password: profile.hasPassword === true,
    state: isFilledText(profile.state),
    city: isFilledText(profile.city),
    phone: isFilledText(profile.phone),
    instagram: hasInstagram(profile.socialNetworks),
    stories: isPriceSet(prices?.stories),
    feed: isPriceSet(prices?.feed),
    tiktok: isPriceSet(prices?.tiktok),
    account: isFilledText(bank?.account),
    agency: isFilledText(bank?.agency),
    bankCode: isFilledText(bank?.bankCode),
    ownerName: isFilledText(bank?.ownerName),
    categories: (profile.categories ?? []).length > 0,
  };
}
