import type { ContractStatus, ProjectStatus, ProjectType } from '@publi/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { centavos } from './centavos-column.js';

// Conventions: integer identity keys; money in integer centavos, bigint (`centavos`) for the
// amounts of deals (a creator's asking prices stay integer, see `creators`); engagement in basis points
// (4.25% is 425) so it compares and indexes as an integer; text that search compares is
// stored folded (lowercase, no accents, by the domain's foldText) beside what people read.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
// What a brand asks from one creator, in the order it was added: a cart's line, a project's creator.
const deliveryColumns = () => ({
  position: integer('position').notNull(),
  stories: integer('stories').notNull().default(0),
  feed: integer('feed').notNull().default(0),
  tiktok: integer('tiktok').notNull().default(0),
});

/** Every account: brand, creator or agent. `external_id` is the identity provider's user id. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: text('external_id').notNull(),
    type: text('type'),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    /**
     * Whether the identity provider confirmed that the person owns `email` (a token's
     * `email_verified` for this very address). E-mails are sent only to a verified address;
     * false for accounts made before the check existed, until their owner confirms.
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** When the mail server last refused `email` at send time (no such mailbox), or null; cleared when the address changes or is confirmed again. */
    emailRefusedAt: timestamp('email_refused_at', { withTimezone: true }),
    /** The sign-in (`auth_time` of its token) the account last started the app with: a later one is a new sign-in, and its owner is told by e-mail. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** When the identity provider last cut the account's sessions, as Publi last saw it: a later cut is a password change, and its owner is told by e-mail. */
    sessionsCutAt: timestamp('sessions_cut_at', { withTimezone: true }),
    phone: text('phone'),
    image: text('image'),
    miniBio: text('mini_bio'),
    companyName: text('company_name'),
    /** A brand's CNPJ, its 14 characters (receipts name it). */
    cnpj: text('cnpj'),
    /** A brand's razão social. */
    legalName: text('legal_name'),
    website: text('website'),
    postalCode: text('postal_code'),
    street: text('street'),
    streetNumber: text('street_number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    state: text('state'),
    active: boolean('active').notNull().default(true),
    /** When the person accepted the privacy policy at sign-up (LGPD art. 8: consent must be provable); null for accounts made before it existed. */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    /** Which version of the policy (`PRIVACY_POLICY_VERSION`) was accepted. */
    privacyConsentVersion: text('privacy_consent_version'),
    /** When the person deleted the account (LGPD art. 18, VI): the row stays, erased, for the records that outlive it; null while it exists. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_external_id_key').on(table.externalId),
    check('users_type_check', sql`${table.type} in ('creator', 'brand', 'agent')`),
  ],
);

/** Categories and sub-categories (a sub-category has a parent). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  },
  (table) => [uniqueIndex('categories_slug_key').on(table.slug), index('categories_parent_idx').on(table.parentId)],
);

/** The categories an account chose (a creator's niches, a brand's interests). */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

/** Badges a creator can earn (verified, top creator...). */
export const badges = pgTable('badges', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
});

/** Brands creators can say they follow or have worked with. */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  image: text('image'),
});

/** The columns of `creators` the search indexes are built from, as the table callback sees them. */
type SearchIndexColumns = Record<
  'active' | 'followers' | 'engagementBp' | 'categoryIds' | 'priceStories' | 'priceFeed' | 'priceTiktok',
  ExtraConfigColumn
>;

/** The filter and price columns the search indexes carry after their sort keys. */
function coveringColumns(table: SearchIndexColumns) {
  return [table.engagementBp, table.categoryIds, table.priceStories, table.priceFeed, table.priceTiktok] as const;
}

/**
 * The follower bands of the domain's audience tiers (`AUDIENCE_TIERS`; a unit test keeps them
 * equal), for the per-tier price indexes. Macro has no upper bound: the wire's 999,999,999
 * is only a ceiling, so its index must serve a search with or without it.
 */
export const PRICE_INDEX_TIERS = [
  { key: 'mini', min: 1_000, max: 10_000 },
  { key: 'micro', min: 10_000, max: 100_000 },
  { key: 'medio', min: 100_000, max: 500_000 },
  { key: 'macro', min: 500_000, max: null },
] as const;

/**
 * The price range's indexes: per format, the offered prices of active creators, overall and
 * per audience tier. The lowest or highest price under a filter is then the first matching
 * entry of one of them. Per tier because price follows audience: walking all prices for the
 * dearest Mini creator would pass every bigger creator first.
 */
function priceIndexes(table: SearchIndexColumns) {
  const prices = { stories: table.priceStories, feed: table.priceFeed, tiktok: table.priceTiktok };
  return Object.entries(prices).flatMap(([format, column]) => [
    index(`creators_price_${format}_idx`).on(column).where(sql`${table.active} AND ${column} > 0`),
    ...PRICE_INDEX_TIERS.map((tier) =>
      index(`creators_price_${format}_${tier.key}_idx`)
        .on(column)
        .where(
          tier.max === null
            ? sql`${table.active} AND ${column} > 0 AND ${table.followers} >= ${sql.raw(String(tier.min))}`
            : sql`${table.active} AND ${column} > 0 AND ${table.followers} >= ${sql.raw(String(tier.min))} AND ${table.followers} < ${sql.raw(String(tier.max))}`,
        ),
    ),
  ]);
}

/**
 * A creator's searchable card, one per creator account. Name, place and categories are copies
 * kept in step with `users`, `social_networks` and `user_categories` by one function
 * (`refreshCreatorCard`) inside the same transaction as the write, so search reads one table.
 */
export const creators = pgTable(
  'creators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull().default(''),
    nameFolded: text('name_folded').notNull().default(''),
    image: text('image'),
    state: text('state'),
    city: text('city'),
    cityFolded: text('city_folded'),
    /** Folded name, usernames and city: what the typeahead matches. */
    searchText: text('search_text').notNull().default(''),
    /** The sum of the stated follower counts; NULL when no network states one (sorts last, fails any bound). */
    followers: integer('followers'),
    /** The follower-weighted mean of the stated engagements; NULL when none is stated. */
    engagementBp: integer('engagement_bp'),
    // A creator's asking price per piece, in centavos: at most R$ 1.000.000,00 on the wire (a
    // twentieth of an integer's range), never summed in the database, and carried by every search
    // index, so it stays a 4-byte integer where the amounts of deals are bigint.
    priceStories: integer('price_stories').notNull().default(0),
    priceFeed: integer('price_feed').notNull().default(0),
    priceTiktok: integer('price_tiktok').notNull().default(0),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    /** The agent who acts for this creator (set by the creator through the link token), or NULL. */
    creatorAgentId: integer('creator_agent_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('creators_user_id_key').on(table.userId),
    uniqueIndex('creators_slug_key').on(table.slug),
    // Search pages walk active creators by audience, biggest first; the id breaks ties for a
    // stable order. The columns after (followers, id) only cover the filters and prices, so a
    // search, its capped count and its price range are index-only scans that never read the
    // wide card rows (drizzle has no INCLUDE, and trailing key columns cost the same).
    index('creators_search_idx')
      .on(table.followers.desc(), table.id.desc(), ...coveringColumns(table), table.state, table.cityFolded)
      .where(sql`${table.active}`),
    index('creators_state_search_idx')
      .on(table.state, table.followers.desc(), table.id.desc(), ...coveringColumns(table))
      .where(sql`${table.active}`),
    // The state too: a city chosen beside states leaves out creators those states already hold.
    index('creators_city_search_idx')
      .on(table.cityFolded, table.followers.desc(), table.id.desc(), ...coveringColumns(table), table.state)
      .where(sql`${table.active}`),
    // The typeahead walks the biggest creators matching a text; covering the folded text keeps
    // that walk off the table.
    index('creators_text_search_idx')
      .on(table.followers.desc(), table.id.desc(), table.searchText, table.nameFolded)
      .where(sql`${table.active}`),
    ...priceIndexes(table),
    index('creators_engagement_idx').on(table.engagementBp),
    index('creators_category_ids_idx').using('gin', table.categoryIds),
    index('creators_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Where one word of the text meets the next ("ulo fer" in "paulo ferreira"): a text of
    // two common words that rarely meet is rare, but its trigrams are all common. The function
    // is migration 0013's; the typeahead's `word-junctions.ts` reads a query the same way.
    index('creators_search_junctions_idx')
      .using('gin', sql`search_junctions(${table.searchText})`)
      .where(sql`${table.active}`),
    index('creators_name_prefix_idx').on(table.nameFolded.op('text_pattern_ops')),
  ],
);

/**
 * An agent's link token, which the agent hands to the creators they act for: random (128 bits
 * and more, base64url), one per agent, replaced on rotation. Kept as written, not hashed, because
 * the agent reads it again on their page; it only lets a signed-in creator link that agent to
 * their own account, and never reaches a creator or a card.
 */
export const agentLinkTokens = pgTable(
  'agent_link_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('agent_link_tokens_token_key').on(table.token)],
);

/** Badges held by creators. */
export const creatorBadges = pgTable(
  'creator_badges',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id),
  },
  (table) => [primaryKey({ columns: [table.creatorId, table.badgeId] })],
);

/** An account's social networks, one row per network. */
export const socialNetworks = pgTable(
  'social_networks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    link: text('link'),
    /** NULL: the creator did not state it; 0 is a stated 0. */
    followers: integer('followers'),
    /** Basis points; NULL: not stated; 0 is a stated 0.00%. */
    engagementBp: integer('engagement_bp'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.name] })],
);

/**
 * Bank data and the preferred Pix key, one per account; returned to nobody but its owner and
 * never logged. `pix_key_type` is derived from `pix_key` by the domain's `pixKeyInfo`, so
 * both are set or both are NULL.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type').notNull(),
    account: text('account').notNull(),
    agency: text('agency').notNull(),
    bankCode: text('bank_code').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerDocument: text('owner_document').notNull(),
    pixKey: text('pix_key'),
    pixKeyType: text('pix_key_type'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('bank_accounts_account_type_check', sql`${table.accountType} in ('corrente', 'poupanca')`),
    check('bank_accounts_pix_key_type_check', sql`${table.pixKeyType} in ('cpf', 'cnpj', 'email', 'phone', 'evp')`),
    check('bank_accounts_pix_key_pair_check', sql`(${table.pixKey} is null) = (${table.pixKeyType} is null)`),
  ],
);

/** A brand's cart of creators. */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('carts_user_id_key').on(table.userId)],
);

/** One delivery per creator in a cart: how many stories, feed posts and TikToks. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    ...deliveryColumns(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.creatorId] })],
);

/**
 * Files people uploaded, so a URL can be traced to its owner, the owner's quota summed (by
 * owner) and the daily clean-up find the old ones nothing points at (by age).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId), index('uploads_created_idx').on(table.createdAt)],
);

/** A project's reference for the creators, as stored: a link or an uploaded file. */
export interface StoredProjectReference {
  readonly kind: 'link' | 'file';
  readonly url: string;
  readonly name: string | null;
}

/**
 * A brand's project: the wizard's state (saved as a `Draft` as the person goes) and its status.
 * `name_folded` is the name as search compares it (domain's foldText). Dates are calendar days.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProjectStatus>().notNull().default('Draft'),
    step: integer('step').notNull().default(0),
    name: text('name').notNull(),
    nameFolded: text('name_folded').notNull(),
    image: text('image'),
    projectType: text('project_type').$type<ProjectType>(),
    budgetCentavos: centavos('budget_centavos').notNull().default(0),
    humor: jsonb('humor').$type<string[]>().notNull().default([]),
    mission: text('mission').notNull().default(''),
    creatorWanted: text('creator_wanted').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    references: jsonb('references').$type<StoredProjectReference[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_owner_updated_idx').on(table.ownerId, table.updatedAt.desc(), table.id.desc()),
    index('projects_owner_status_updated_idx').on(table.ownerId, table.status, table.updatedAt.desc(), table.id.desc()),
    check('projects_status_check', sql`${table.status} in ('Draft', 'Send briefing', 'In progress', 'Completed', 'Cancelled')`),
    check('projects_type_check', sql`${table.projectType} in ('paid', 'exchange', 'ugc', 'event')`),
    check('projects_budget_check', sql`${table.budgetCentavos} >= 0`),
  ],
);

/** One creator of a project and what the project asks of them. */
export const projectCreators = pgTable(
  'project_creators',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    ...deliveryColumns(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.creatorId] }), index('project_creators_creator_idx').on(table.creatorId)],
);

/** What a brand may add to a project (reference data), priced per creator in centavos. */
export const projectOptions = pgTable(
  'project_options',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCentavos: centavos('price_centavos').notNull(),
  },
  (table) => [check('project_options_price_check', sql`${table.priceCentavos} >= 0`)],
);

/** The options a project has. */
export const projectChosenOptions = pgTable(
  'project_chosen_options',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => projectOptions.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.optionId] })],
);

/**
 * A brand's proposal to one creator of a project, and the contract it becomes. The terms
 * (`amount_centavos`, `deadline`, `message`) are the proposal's until agreed, then the agreed
 * ones (`agreed_at`); `counter_*` hold the creator's counter-offer while the brand has not
 * answered it. `brand_id` repeats the project's owner so each party's list is one index away.
 * How the status moves is the domain's `nextContractLife`; the server only stores its result.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ContractStatus>().notNull().default('pending'),
    stories: integer('stories').notNull().default(0),
    feed: integer('feed').notNull().default(0),
    tiktok: integer('tiktok').notNull().default(0),
    amountCentavos: centavos('amount_centavos').notNull(),
    deadline: date('deadline').notNull(),
    message: text('message').notNull().default(''),
    counterAmountCentavos: centavos('counter_amount_centavos'),
    counterDeadline: date('counter_deadline'),
    counterMessage: text('counter_message'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the brand was reminded that this delivery is about to be approved by the clock; a new delivery (after changes) asks for its own reminder. */
    approvalRemindedAt: timestamp('approval_reminded_at', { withTimezone: true }),
    changeRounds: integer('change_rounds').notNull().default(0),
    /** The reason given with a rejection or a cancellation. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // At most one live contract per (project, creator): after a rejection, an expiry or a
    // cancellation the brand may propose again.
    uniqueIndex('contracts_live_pair_key')
      .on(table.projectId, table.creatorId)
      .where(sql`${table.status} not in ('rejected', 'expired', 'cancelled')`),
    index('contracts_creator_updated_idx').on(table.creatorId, table.updatedAt.desc(), table.id.desc()),
    index('contracts_brand_updated_idx').on(table.brandId, table.updatedAt.desc(), table.id.desc()),
    index('contracts_project_idx').on(table.projectId),
    // What the expiry sweep looks for: offers still waiting, oldest first.
    index('contracts_waiting_offered_idx').on(table.offeredAt).where(sql`${table.status} in ('pending', 'counter_offer')`),
    check(
      'contracts_status_check',
      sql`${table.status} in ('pending', 'counter_offer', 'accepted', 'rejected', 'expired', 'cancelled', 'paid', 'delivered', 'changes_requested', 'approved')`,
    ),
    check('contracts_amount_check', sql`${table.amountCentavos} > 0`),
    check('contracts_counter_check', sql`(${table.counterAmountCentavos} is null) = (${table.status} <> 'counter_offer')`),
  ],
);

/** One chat per contract; `last_seq` is the sequence number of its newest message (0 when empty). */
export const chats = pgTable('chats', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  contractId: integer('contract_id')
    .notNull()
    .unique('chats_contract_id_key')
    .references(() => contracts.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
});

/**
 * A chat message. `seq` counts a chat's messages from 1 without gaps (assigned under the
 * contract's lock); `client_message_id` makes a retried post land once per sender.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role').notNull(),
    message: text('message').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_chat_seq_key').on(table.chatId, table.seq),
    uniqueIndex('chat_messages_client_id_key').on(table.chatId, table.senderId, table.clientMessageId),
    check('chat_messages_role_check', sql`${table.senderRole} in ('brand', 'creator', 'agent')`),
  ],
);

/** How far each person has read each chat. */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readSeq: integer('read_seq').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.chatId, table.userId] })],
);

/** An in-app notification (the bell, `/notificacoes`); `read_at` is null until read. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);
