import { ROUTES } from '@publi/contract';
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
 * e-mail or phone) and the creator's own edits, refused to other account types.
 */
export const registerCreatorProfileRoutes: AreaRoutes = (route, { db }) => {
  route(ROUTES.updateCreatorJobPrices, async ({ body, identity }) =>
    toJobPricesWire(await updateJobPrices(db, identity.uid, jobPricesFromWire(body))),
  );

  route(ROUTES.getCreatorDetails, async ({ query, identity }) => toCreatorDetailsWire(await readCreatorDetails(db, identity, query.id)));

  route(ROUTES.getCreatorBySlug, async ({ query }) => toCreatorDetailsWire(await readPublicCreator(db, { slug: query.slug })));

  route(ROUTES.updateCreatorSocialNetworks, async ({ body, identity }) =>
    toSocialNetworkWires(await replaceSocialNetworks(db, identity.uid, socialNetworksFromWire(body), creatorsOnly)),
  );

  route(ROUTES.updateCreatorBankAccount, async ({ body, identity }) =>
    toBankAccountWire(await saveBankAccount(db, identity.uid, bankAccountFromWire(body), creatorsOnly)),
  );

  route(ROUTES.getCreatorBankAccount, async ({ identity }) => {
    const account = await readBankAccount(db, identity.uid, creatorsOnly);
    return account === null ? null : toBankAccountWire(account);
  });
};
