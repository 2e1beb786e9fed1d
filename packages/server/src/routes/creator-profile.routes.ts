import { ROUTES } from '@publi/contract';
import { refuseBankForOthers } from '../agents/acting-for.js';
import { bankAccountFromWire, jobPricesFromWire, socialNetworksFromWire } from '../creators/creator-from-wire.js';
import { readBankAccount } from '../creators/read-bank-account.service.js';
import { readCreatorDetails, readPublicCreator } from '../creators/read-creator-details.service.js';
import { replaceSocialNetworks } from '../creators/replace-social-networks.service.js';
import { saveBankAccount } from '../creators/save-bank-account.service.js';
import { toBankAccountWire } from '../creators/to-bank-account-wire.js';
import { toCreatorDetailsWire } from '../creators/to-creator-details-wire.js';
import { toJobPricesWire } from '../creators/to-job-prices-wire.js';
import { toSocialNetworkWires } from '../creators/to-social-network-wire.js';
import { updateJobPrices } from '../creators/update-job-prices.service.js';
import type { AreaRoutes } from './area-routes.js';

const creatorsOnly = { creatorOnly: true } as const;

/**
 * A creator's profile: public reads by id or slug (active creators only, never bank data,
 * e-mail or phone) and the creator's own edits, refused to other account types. Prices and
 * networks take `?creator_id=` for a creator the calling agent is linked to; the bank routes
 * honour it only for the caller's own card (`refuseBankForOthers`).
 */
export const registerCreatorProfileRoutes: AreaRoutes = (route, { db }) => {
  route(ROUTES.updateCreatorJobPrices, async ({ body, query, identity }) =>
    toJobPricesWire(await updateJobPrices(db, { callerUid: identity.uid, creatorId: query.creator_id }, jobPricesFromWire(body))),
  );

  route(ROUTES.getCreatorDetails, async ({ query, identity }) => toCreatorDetailsWire(await readCreatorDetails(db, identity, query.id)));

  route(ROUTES.getCreatorBySlug, async ({ query }) => toCreatorDetailsWire(await readPublicCreator(db, { slug: query.slug })));

  route(ROUTES.updateCreatorSocialNetworks, async ({ body, query, identity }) =>
    toSocialNetworkWires(await replaceSocialNetworks(db, { callerUid: identity.uid, creatorId: query.creator_id }, socialNetworksFromWire(body), creatorsOnly)),
  );

  route(ROUTES.updateCreatorBankAccount, async ({ body, query, identity }) => {
    await refuseBankForOthers(db, { callerUid: identity.uid, creatorId: query.creator_id });
    return toBankAccountWire(await saveBankAccount(db, identity.uid, bankAccountFromWire(body), creatorsOnly));
  });

  route(ROUTES.getCreatorBankAccount, async ({ query, identity }) => {
    await refuseBankForOthers(db, { callerUid: identity.uid, creatorId: query.creator_id });
    const account = await readBankAccount(db, identity.uid, creatorsOnly);
    return account === null ? null : toBankAccountWire(account);
  });
};
