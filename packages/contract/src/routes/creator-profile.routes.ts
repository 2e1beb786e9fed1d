import { defineRoute } from '../route-contract.js';
import { PUBLIC_READ_ADDRESSES } from './public-read-addresses.js';
import { actingForQuerySchema } from '../schemas/agent.schema.js';
import { bankAccountBodySchema, bankAccountOrNullSchema, bankAccountSchema } from '../schemas/bank-account.schema.js';
import { creatorDetailsQuerySchema, creatorSlugQuerySchema } from '../schemas/creator-profile-requests.schema.js';
import { creatorDetailsSchema } from '../schemas/creator-details.schema.js';
import { creatorPricesSchema, jobPricesBodySchema } from '../schemas/creator-prices.schema.js';
import { socialNetworkListSchema, socialNetworksBodySchema } from '../schemas/social-network.schema.js';

const tag = 'Creator profile';

/**
 * A creator's profile: the public reads, and the creator's own edits (`/creator/...`), which
 * answer `CREATOR.ONLY` to an account of another type. The edits take `?creator_id=` for an
 * agent acting for a linked creator; the bank routes refuse it to agents (`AGENT.BANK_FORBIDDEN`):
 * an agent never sees nor changes where the money goes.
 */
export const creatorProfileRoutes = {
  updateCreatorJobPrices: defineRoute({
    method: 'PUT',
    path: '/creator/job_prices',
    auth: 'required',
    summary: 'Define os preços do criador por formato (stories, feed, TikTok).',
    tag,
    query: actingForQuerySchema,
    body: jobPricesBodySchema,
    response: creatorPricesSchema,
    errors: ['AGENT.NOT_LINKED', 'CREATOR.ONLY', 'CREATOR.NOT_FOUND', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  getCreatorDetails: defineRoute({
    ...PUBLIC_READ_ADDRESSES.getCreatorDetails,
    auth: 'optional',
    summary: 'Lê o perfil de um criador: o próprio, com o token, ou um público, com ?id=.',
    tag,
    query: creatorDetailsQuerySchema,
    response: creatorDetailsSchema,
    // Without ?id= the answer is the caller's own profile, which needs the token.
    errors: ['AUTH.TOKEN_MISSING', 'CREATOR.NOT_FOUND', 'CREATOR.ONLY', 'USER.NOT_FOUND'],
  }),
  getCreatorBySlug: defineRoute({
    ...PUBLIC_READ_ADDRESSES.getCreatorBySlug,
    auth: 'none',
    summary: 'Lê o perfil público de um criador pelo slug.',
    tag,
    query: creatorSlugQuerySchema,
    response: creatorDetailsSchema,
    errors: ['CREATOR.NOT_FOUND'],
  }),
  updateCreatorSocialNetworks: defineRoute({
    method: 'PUT',
    path: '/creator/social_networks',
    auth: 'required',
    summary: 'Substitui as redes sociais do criador.',
    tag,
    query: actingForQuerySchema,
    body: socialNetworksBodySchema,
    response: socialNetworkListSchema,
    errors: ['AGENT.NOT_LINKED', 'CREATOR.ONLY', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  updateCreatorBankAccount: defineRoute({
    method: 'PUT',
    path: '/creator/bank_account',
    auth: 'required',
    summary: 'Define a conta bancária em que o criador recebe.',
    tag,
    query: actingForQuerySchema,
    body: bankAccountBodySchema,
    response: bankAccountSchema,
    errors: ['AGENT.NOT_LINKED', 'AGENT.BANK_FORBIDDEN', 'CREATOR.ONLY', 'USER.NOT_FOUND', 'USER.INACTIVE'],
    recentSignIn: true,
    checkRevoked: true,
  }),
  getCreatorBankAccount: defineRoute({
    method: 'GET',
    path: '/creator/bank_account/details',
    auth: 'required',
    summary: 'Lê a conta bancária do criador, ou null.',
    tag,
    query: actingForQuerySchema,
    response: bankAccountOrNullSchema,
    errors: ['AGENT.NOT_LINKED', 'AGENT.BANK_FORBIDDEN', 'CREATOR.ONLY', 'USER.NOT_FOUND'],
    checkRevoked: true,
  }),
};
