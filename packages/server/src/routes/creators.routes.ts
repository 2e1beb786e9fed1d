import { ROUTES } from '@publi/contract';
import { CreatorsBankService } from '../creators/creators-bank.service.js';
import { bankAccountFromWire, jobPricesFromWire, socialNetworksFromWire } from '../creators/creators-from-wire.js';
import { CreatorsService } from '../creators/creators.service.js';
import { toBankAccountWire } from '../creators/to-creators-bank-wire.js';
import { toCreatorDetailsWire, toJobPricesWire, toSocialNetworkWires } from '../creators/to-creators-wire.js';
import type { AreaRoutes } from './area-routes.js';
import { notifierOf } from '../app/service-deps.js';

const creatorsOnly = { creatorOnly: true } as const;

/**
 * A creator's profile: public reads by id or slug (active creators only, never bank data,
 * e-mail or phone) and the creator's own edits, refused to other account types. Prices and
 * networks take `?creator_id=` for a creator the calling agent is linked to; the bank routes
 * honour it only for the caller's own card (`refuseBankForOthers`, in the bank service).
 */
export const registerCreatorRoutes: AreaRoutes = (route, deps) => {
  const { db } = deps;
  const creators = new CreatorsService({ db });
  const bank = new CreatorsBankService({ db, notifier: notifierOf(deps), clock: deps.clock });

  route(ROUTES.updateCreatorJobPrices, async ({ body, query, identity }) =>
    toJobPricesWire(await creators.updateJobPrices({ callerUid: identity.uid, creatorId: query.creator_id }, jobPricesFromWire(body))),
  );

  route(ROUTES.getCreatorDetails, async ({ query, identity }) => toCreatorDetailsWire(await creators.details(identity?.uid ?? null, query.id)));

  route(ROUTES.getCreatorBySlug, async ({ query }) => toCreatorDetailsWire(await creators.publicDetails({ slug: query.slug })));

  route(ROUTES.updateCreatorSocialNetworks, async ({ body, query, identity }) =>
    toSocialNetworkWires(
      await creators.replaceSocialNetworks({ callerUid: identity.uid, creatorId: query.creator_id }, socialNetworksFromWire(body), creatorsOnly),
    ),
  );

  route(ROUTES.updateCreatorBankAccount, async ({ body, query, identity }) =>
    toBankAccountWire(await bank.save({ callerUid: identity.uid, creatorId: query.creator_id }, bankAccountFromWire(body), creatorsOnly)),
  );

  route(ROUTES.getCreatorBankAccount, async ({ query, identity }) => {
    const account = await bank.read({ callerUid: identity.uid, creatorId: query.creator_id }, creatorsOnly);
    return account === null ? null : toBankAccountWire(account);
  });
};
