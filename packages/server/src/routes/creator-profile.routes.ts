import { ROUTES } from '@publi/contract';
import { loadCreatorDetails } from '../accounts/load-creator-details.js';
import { readBankAccount } from '../accounts/read-bank-account.js';
import { readCreatorDetails } from '../accounts/read-creator-details.service.js';
import { replaceSocialNetworks } from '../accounts/replace-social-networks.service.js';
import { saveBankAccount } from '../accounts/save-bank-account.service.js';
import { updateJobPrices } from '../accounts/update-job-prices.service.js';
import { AppError } from '../errors/app-error.js';
import type { AreaRoutes } from './area-routes.js';

const creatorsOnly = { creatorOnly: true } as const;

/**
 * A creator's profile: public reads by id or slug (active creators only, never bank data,
 * e-mail or phone) and the creator's own edits, refused to other account types.
 */
export const registerCreatorProfileRoutes: AreaRoutes = (route, { db }) => {
  route(ROUTES.updateCreatorJobPrices, ({ body, identity }) => updateJobPrices(db, identity.uid, body));

  route(ROUTES.getCreatorDetails, ({ query, identity }) => readCreatorDetails(db, identity, query.id));

  route(ROUTES.getCreatorBySlug, async ({ query }) => {
    const details = await loadCreatorDetails(db, { slug: query.slug });
    if (details === undefined) throw new AppError('CREATOR.NOT_FOUND');
    return details;
  });

  route(ROUTES.updateCreatorSocialNetworks, ({ body, identity }) => replaceSocialNetworks(db, identity.uid, body, creatorsOnly));

  route(ROUTES.updateCreatorBankAccount, ({ body, identity }) => saveBankAccount(db, identity.uid, body, creatorsOnly));

  route(ROUTES.getCreatorBankAccount, ({ identity }) => readBankAccount(db, identity.uid, creatorsOnly));
};
