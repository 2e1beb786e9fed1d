import { findUser } from '../accounts/find-user.js';
import { lockActingAccount, type ActingFor } from '../agents/acting-for.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { CreatorDetails, CreatorLookup, JobPrices, SocialNetwork } from './creator-profile.js';
import { CreatorsRepository } from './creators.repository.js';
import { requireCreator } from './require-creator.js';

/**
 * A creator's profile: public reads by card id or slug, and the edits of the creator (or of
 * the agent linked to them) to networks and prices. Bank data is `CreatorsBankService`'s.
 */
export class CreatorsService {
  constructor(private readonly deps: { readonly db: Database }) {}

  /**
   * `GET /account/creator/details`: with `creatorId` the public profile of an active creator,
   * whoever asks; without it the caller's own profile, which its owner still sees after
   * deactivating the account.
   *
   * @throws AppError `AUTH.TOKEN_MISSING` without `id` nor caller, `USER.NOT_FOUND` without an
   *   account, `CREATOR.ONLY` for other account types, `CREATOR.NOT_FOUND` when there is nothing to show.
   */
  async details(callerUid: string | null, creatorId: number | undefined): Promise<CreatorDetails> {
    if (creatorId !== undefined) return this.publicDetails({ creatorId });
    if (callerUid === null) throw new AppError('AUTH.TOKEN_MISSING');
    const user = await findUser(this.deps.db, callerUid);
    requireCreator(user);
    return this.publicDetails({ ownerUserId: user.id });
  }

  /**
   * A creator's profile by card id or slug (active creators only), or the owner's own.
   *
   * @throws AppError `CREATOR.NOT_FOUND` when there is nothing to show.
   */
  async publicDetails(lookup: CreatorLookup): Promise<CreatorDetails> {
    const details = await new CreatorsRepository(this.deps.db).details(lookup);
    if (details === undefined) throw new AppError('CREATOR.NOT_FOUND');
    return details;
  }

  /**
   * Replaces the social networks of the caller, or of the creator a linked agent acts for, with
   * the given list (`PUT /users/social_networks`, and `PUT /creator/social_networks` with
   * `creatorOnly`), then refreshes the creator card:
   * total followers, weighted engagement and the usernames the typeahead matches.
   *
   * @returns the list as saved.
   * @throws AppError `CREATOR.ONLY` when `creatorOnly` and the account is not a creator.
   */
  replaceSocialNetworks(
    actingFor: ActingFor,
    networks: readonly SocialNetwork[],
    options: { readonly creatorOnly: boolean },
  ): Promise<SocialNetwork[]> {
    return this.deps.db.transaction(async (tx) => {
      const user = await lockActingAccount(tx, actingFor);
      if (options.creatorOnly) requireCreator(user);
      const creators = new CreatorsRepository(tx);
      await creators.replaceSocialNetworks(user.id, networks);
      await creators.refreshCard(user.id);
      return creators.socialNetworks(user.id);
    });
  }

  /**
   * Sets the prices per format in centavos (`PUT /creator/job_prices`) of the caller, or of the
   * creator a linked agent acts for. Prices live on the creator card itself (search filters and
   * sorts by them), so this one update is the card's refresh; the answer is what was stored.
   *
   * @throws AppError `CREATOR.ONLY` for other accounts, `CREATOR.NOT_FOUND` when the card is missing.
   */
  updateJobPrices(actingFor: ActingFor, prices: JobPrices): Promise<JobPrices> {
    return this.deps.db.transaction(async (tx) => {
      const user = await lockActingAccount(tx, actingFor);
      requireCreator(user);
      const stored = await new CreatorsRepository(tx).setPrices(user.id, prices);
      if (!stored) throw new AppError('CREATOR.NOT_FOUND');
      return stored;
    });
  }
}
