import type { FieldHints } from './schema-arbitraries.types.js';

/**
 * Good values for fields whose schema refines beyond its shape (check digits, a calendar day, a
 * Brazilian phone), so valid-looking requests pass validation and reach the handler. Taken from
 * the contract's own examples.
 */
const FIELD_EXAMPLES: Readonly<Record<string, readonly unknown[]>> = {
  postal_code: ['50030-230', '01310100'],
  // A city and its state go together: Recife is in PE.
  city: ['Recife'],
  state: ['PE'],
  owner_document: ['52998224725', '529.982.247-25', '11222333000181'],
  cnpj: ['11.222.333/0001-81'],
  phone: ['(81) 99876-5432', '+55 11 91234-5678'],
  pix_key: ['ana.souza@exemplo.com.br', '52998224725'],
  bank_code: ['260', '001', '341'],
  deadline: ['2099-02-01', '2099-12-31'],
  startDate: ['2099-01-10'],
  endDate: ['2099-01-20'],
  website: ['https://www.caferecife.com.br'],
  links: ['https://www.instagram.com/p/Cafe123/'],
  url: ['https://www.caferecife.com.br'],
  amount: ['5000.00', '150.50'],
  link: ['https://instagram.com/ana.souza'],
};

/** Ids that exist in the fuzz's world, by kind. */
export interface WorldIds {
  readonly userIds: readonly number[];
  readonly creatorIds: readonly number[];
  readonly projectIds: readonly number[];
  readonly contractIds: readonly number[];
  readonly chatIds: readonly number[];
  readonly paymentIds: readonly number[];
  readonly optionIds: readonly number[];
  readonly categoryIds: readonly number[];
  readonly fileIds: readonly string[];
  readonly slugs: readonly string[];
  readonly agentTokens: readonly string[];
  readonly cardTokens: readonly string[];
  /** The payment provider's charge ids, which its webhook events name. */
  readonly chargeIds: readonly string[];
}

/** The caller's own identifiers, which routes naming "me" (`user_id`, `external_id`) expect. */
export interface CallerSelf {
  readonly uid: string;
  readonly email: string;
  readonly userId: number;
}

/** {@link FieldHints} for a caller in the world: its own ids, the world's ids by field name, and good examples. */
export function fieldHints(ids: WorldIds, self: CallerSelf): FieldHints {
  const everyId = [...ids.userIds, ...ids.creatorIds, ...ids.projectIds, ...ids.contractIds, ...ids.chatIds, ...ids.paymentIds];
  const byKey = new Map<string, readonly unknown[]>([
    ...Object.entries(FIELD_EXAMPLES),
    // Path and query `id`s name a contract, a payment, a user or a creator by route: any of them will do.
    ['id', [...everyId, ...ids.fileIds]],
    ['user.id', ids.userIds],
    ['creator.id', ids.creatorIds],
    ['project.id', ids.projectIds],
    ['contract.id', ids.contractIds],
    ['chat.id', ids.chatIds],
    ['payment.id', ids.paymentIds],
    ['user_id', [self.uid, self.userId]],
    ['external_id', [self.uid]],
    ['email', [self.email]],
    ['creator_id', ids.creatorIds],
    ['creators', ids.creatorIds],
    ['project_id', ids.projectIds],
    ['contract_id', ids.contractIds],
    ['contract_ids', ids.contractIds],
    ['chat_id', ids.chatIds],
    ['file_id', ids.fileIds],
    ['file_ids', ids.fileIds],
    ['option_id', ids.optionIds],
    ['categories_ids', ids.categoryIds],
    ['categories', ids.categoryIds],
    ['token', ids.agentTokens],
    ['creatorAgentToken', ids.agentTokens],
    ['slug', ids.slugs],
    ['card_token', ids.cardTokens],
    ['object_id', ids.chargeIds],
    ['seq', [0, 1, 2]],
  ]);
  return (key) => byKey.get(key) ?? [];
}

const RESOURCES = ['user', 'creator', 'project', 'contract', 'chat', 'payment'];

/**
 * `hints` for one route's fields: a bare `id` (`/payment/:id`, `?id=` on `/account/user/email`)
 * draws from the ids of the resource its path names last before it, so most draws name one of the
 * right kind.
 */
export function routeHints(path: string, hints: FieldHints): FieldHints {
  const before = path.split('/:id')[0] ?? path;
  const resource = before.split('/').filter((segment) => RESOURCES.includes(segment)).at(-1);
  return (key) => {
    const scoped = key === 'id' && resource !== undefined ? hints(`${resource}.id`) : [];
    return scoped.length > 0 ? scoped : hints(key);
  };
}
