import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/database.js';
import { creators, socialNetworks } from '../db/schema.js';
import { activeCreatorIds } from './active-creator-ids.js';
import { createCreatorCard } from './create-creator-card.js';
import type { CreatorCard } from './creator-card.js';
import type { CreatorDetails, CreatorLookup, JobPrices, SocialNetwork } from './creator-profile.js';
import { loadCreatorCards } from './load-creator-cards.js';
import { loadCreatorDetails } from './load-creator-details.js';
import { refreshCreatorCard } from './refresh-creator-card.js';

const networkColumns = {
  name: socialNetworks.name,
  username: socialNetworks.username,
  link: socialNetworks.link,
  followers: socialNetworks.followers,
  engagementBp: socialNetworks.engagementBp,
};

/**
 * Creator profiles in PostgreSQL: the search card (`creators`), social networks
 * and prices. With `accounts.repository.ts`, the only code of the creators area that knows
 * the tables; the larger queries live beside it (`load-creator-*.ts`, `refresh-creator-card.ts`,
 * `create-creator-card.ts`) and are called from here only. Works on the database or inside
 * a transaction.
 */
export class CreatorsRepository {
  constructor(private readonly db: Queryable) {}

  /** Creates the card of an account that just became a creator (a savepoint: needs a transaction). */
  static createCard(tx: Transaction, userId: number, name: string): Promise<number> {
    return createCreatorCard(tx, userId, name);
  }

  /** Brings the account's card back in step with its account rows; false when it has no card. */
  refreshCard(userId: number): Promise<boolean> {
    return refreshCreatorCard(this.db, userId);
  }

  /** A creator's public profile (or the owner's own), undefined when there is none to show. */
  details(lookup: CreatorLookup): Promise<CreatorDetails | undefined> {
    return loadCreatorDetails(this.db, lookup);
  }

  /** The cards of these creators, in this order. */
  cards(creatorIds: readonly number[]): Promise<CreatorCard[]> {
    return loadCreatorCards(this.db, creatorIds);
  }

  /** Which of these creators exist and are active, with an active account. */
  activeIds(creatorIds: readonly number[]): Promise<ReadonlySet<number>> {
    return activeCreatorIds(this.db, creatorIds);
  }

  /** The account's social networks, in no particular order. */
  socialNetworks(userId: number): Promise<SocialNetwork[]> {
    return this.db.select(networkColumns).from(socialNetworks).where(eq(socialNetworks.userId, userId));
  }

  /** Replaces the account's whole list of networks. */
  async replaceSocialNetworks(userId: number, networks: readonly SocialNetwork[]): Promise<void> {
    await this.db.delete(socialNetworks).where(eq(socialNetworks.userId, userId));
    if (networks.length === 0) return;
    // "Not stated" is stored as NULL, never as 0: a stated 0 stays a 0.
    await this.db.insert(socialNetworks).values(networks.map((network) => ({ userId, ...network })));
  }

  /** Sets the prices on the account's card; undefined when the account has no card. */
  async setPrices(userId: number, prices: JobPrices): Promise<JobPrices | undefined> {
    const [card] = await this.db
      .update(creators)
      .set({ priceStories: prices.stories, priceFeed: prices.feed, priceTiktok: prices.tiktok })
      .where(eq(creators.userId, userId))
      .returning({ stories: creators.priceStories, feed: creators.priceFeed, tiktok: creators.priceTiktok });
    return card;
  }
}
