import { ROUTES } from '@publi/contract';
import { AccountsSignInsService } from '../accounts/accounts-sign-ins.service.js';
import { AccountsReadService } from '../accounts/accounts-read.service.js';
import { AccountsStatusService } from '../accounts/accounts-status.service.js';
import { addressFromWire, newAccountFromWire, profileFromWire } from '../accounts/accounts-from-wire.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { toOwnUserWire, toUserWire } from '../accounts/to-accounts-wire.js';
import { asCaller } from '../agents/acting-for.js';
import { CreatorsBankService } from '../creators/creators-bank.service.js';
import { bankAccountFromWire, socialNetworksFromWire } from '../creators/creators-from-wire.js';
import { CreatorsService } from '../creators/creators.service.js';
import { toBankAccountWire } from '../creators/to-creators-bank-wire.js';
import { toSocialNetworkWires } from '../creators/to-creators-wire.js';
import type { AreaRoutes } from './area-routes.js';
import { notifierOf } from '../app/service-deps.js';

const anyAccount = { creatorOnly: false } as const;

/**
 * The account routes. Every one acts on the token's own account, except that the profile,
 * address and categories writes take `?creator_id=` for a creator the calling agent is linked
 * to (`lockActingAccount`); the two reads that take an id (`external_id`, `id`) answer 403 for
 * anyone else's. Decisions are in the README, "Accounts: decisions".
 */
export const registerAccountsRoutes: AreaRoutes = (route, deps) => {
  const { db } = deps;
  const accounts = new AccountsService(deps);
  const reads = new AccountsReadService(deps);
  const status = new AccountsStatusService(deps);
  const bank = new CreatorsBankService({ db, notifier: notifierOf(deps), clock: deps.clock });
  const signIns = new AccountsSignInsService({ db, notifier: notifierOf(deps), sessionsCutAt: deps.sessionsCutAt });

  route(ROUTES.createUser, async ({ body, identity }) => toUserWire(await accounts.create(identity, newAccountFromWire(body))));

  // The app's start: the account, and (beside it) whether this session is a new sign-in, or follows a password change, to tell its owner of.
  route(ROUTES.getUserByExternalId, async ({ query, identity }) => {
    const [own] = await Promise.all([reads.own(identity, query.external_id), signIns.notice(identity)]);
    return toOwnUserWire(own);
  });

  route(ROUTES.updateUser, async ({ body, query, identity }) =>
    toUserWire(await accounts.update({ callerUid: identity.uid, creatorId: query.creator_id }, { profile: profileFromWire(body) })),
  );

  route(ROUTES.deactivateUser, ({ identity }) => status.deactivate(identity.uid));

  route(ROUTES.reactivateUser, async ({ identity }) => toUserWire(await status.reactivate(identity.uid)));

  route(ROUTES.syncUserEmail, async ({ identity }) => toUserWire(await accounts.syncEmail(identity)));

  route(ROUTES.updateUserAddress, async ({ body, query, identity }) =>
    toUserWire(await accounts.update({ callerUid: identity.uid, creatorId: query.creator_id }, { address: addressFromWire(body) })),
  );

  route(ROUTES.updateUserCategories, async ({ body, query, identity }) =>
    toUserWire(
      await accounts.update({ callerUid: identity.uid, creatorId: query.creator_id }, { categoryIds: body.categories_ids }, { categories: 'categories_ids' }),
    ),
  );

  route(ROUTES.getUserEmail, async ({ query, identity }) => ({ email: await reads.ownEmail(identity.uid, query.id) }));

  route(ROUTES.saveUserInfo, async ({ body, identity }) =>
    toUserWire(
      await accounts.update(
        asCaller(identity.uid),
        {
          profile: profileFromWire({ name: body.name, phone: body.phone, image: body.image }),
          address: body.address === undefined ? undefined : addressFromWire(body.address),
          categoryIds: body.categories_ids,
        },
        { address: 'address.', categories: 'categories_ids' },
      ),
    ),
  );

  route(ROUTES.setAccountType, async ({ body, identity }) => toUserWire(await accounts.setType(identity.uid, body.type)));

  route(ROUTES.updateUserSocialNetworks, async ({ body, identity }) =>
    toSocialNetworkWires(await new CreatorsService({ db }).replaceSocialNetworks(asCaller(identity.uid), socialNetworksFromWire(body), anyAccount)),
  );

  route(ROUTES.updateUserBankAccount, async ({ body, identity }) =>
    toBankAccountWire(await bank.save(asCaller(identity.uid), bankAccountFromWire(body), anyAccount)),
  );

  route(ROUTES.getUserBankAccount, async ({ identity }) => {
    const account = await bank.read(asCaller(identity.uid), anyAccount);
    return account === null ? null : toBankAccountWire(account);
  });
};
