import type { SocialNetworkEntry } from './creator-profile.js';
import { isFilledText } from './is-filled-text.js';

const INSTAGRAM = 'instagram';

/**
 * Whether the creator has connected Instagram: an entry named instagram (any case,
 * surrounding spaces ignored) with a username or a link. An entry with neither is a
 * network the creator started to add but never filled, so it does not count.
 */
export function hasInstagram(socialNetworks: readonly SocialNetworkEntry[] | null | undefined): boolean {
  return (socialNetworks ?? []).some(
    (entry) =>
      entry.name.trim().toLowerCase() === INSTAGRAM && (isFilledText(entry.username) || isFilledText(entry.link)),
  );
}
