import type { CreatorDetails } from '../model/creator.model.js';
import type { CreatorProfilePort } from '../ports/creator-profile.port.js';

/**
 * A creator's public profile, opened from a search result (`/creator/{id}`) or a shared link by
 * slug. Errors are thrown, not swallowed: the page tells "not found" from "try again".
 */
export class ViewCreatorProfileUseCase {
  /** @param creators - creator profiles. */
  constructor(private readonly creators: CreatorProfilePort) {}

  /** By numeric id when the key is all digits, else by slug. */
  execute(idOrSlug: string): Promise<CreatorDetails> {
    const key = idOrSlug.trim();
    return /^\d+$/.test(key) ? this.creators.getDetailsById(Number(key)) : this.creators.getDetailsBySlug(key);
  }
}
