import { ROUTES } from '@publi/contract';
import { addressFromWire, newAccountFromWire, profileFromWire } from '../accounts/account-from-wire.js';
import { createUser } from '../accounts/create-user.service.js';
import { deactivateUser } from '../accounts/deactivate-user.service.js';
import { readOwnEmail } from '../accounts/read-own-email.service.js';
import { readOwnUser } from '../accounts/read-own-user.service.js';
import { reactivateUser } from '../accounts/reactivate-user.service.js';
import { setAccountType } from '../accounts/set-account-type.service.js';
import { syncOwnEmail } from '../accounts/sync-own-email.service.js';
import { toOwnUserWire, toUserWire } from '../accounts/to-user-wire.js';
import { updateUser } from '../accounts/update-user.service.js';
import { asCaller } from '../agents/acting-for.js';
import { CreatorsBankService } from '../creators/creators-bank.service.js';
import { bankAccountFromWire, socialNetworksFromWire } from '../creators/creators-from-wire.js';
import { CreatorsService } from '../creators/creators.service.js';
import { toBankAccountWire } from '../creators/to-creators-bank-wire.js';
import { toSocialNetworkWires } from '../creators/to-creators-wire.js';
import type { AreaRoutes } from './area-routes.js';

const anyAccount = { creatorOnly: false } as const;

/**
 * The account routes. Every one acts on the token's own account, except that the profile,
 * address and categories writes take `?creator_id=` for a creator the calling agent is linked
 * to (`lockActingAccount`); the two reads that take an id (`external_id`, `id`) answer 403 for
 * anyone else's. Decisions are in the README, "Accounts: decisions".
 */
export const registerUserRoutes: AreaRoutes = (route, { db, passwordSignIn }) => {
  route(ROUTES.createUser, async ({ body, identity }) => toUserWire(await createUser(db, identity, newAccountFromWire(body))));

  route(ROUTES.getUserByExternalId, async ({ query, identity }) =>
    toOwnUserWire(await readOwnUser(db, passwordSignIn, identity.uid, query.external_id)),
  );

  route(ROUTES.updateUser, async ({ body, query, identity }) =>
    toUserWire(await updateUser(db, { callerUid: identity.uid, creatorId: query.creator_id }, { profile: profileFromWire(body) })),
  );

  route(ROUTES.deactivateUser, ({ identity }) => deactivateUser(db, identity.uid));

  route(ROUTES.reactivateUser, async ({ identity }) => toUserWire(await reactivateUser(db, identity.uid)));

  route(ROUTES.syncUserEmail, async ({ identity }) => toUserWire(await syncOwnEmail(db, identity)));

  route(ROUTES.updateUserAddress, async ({ body, query, identity }) =>
    toUserWire(await updateUser(db, { callerUid: identity.uid, creatorId: query.creator_id }, { address: addressFromWire(body) })),
  );

  route(ROUTES.updateUserCategories, async ({ body, query, identity }) =>
    toUserWire(
      await updateUser(db, { callerUid: identity.uid, creatorId: query.creator_id }, { categoryIds: body.categories_ids }, { categories: 'categories_ids' }),
    ),
  );

  route(ROUTES.getUserEmail, async ({ query, identity }) => ({ email: await readOwnEmail(db, identity.uid, query.id) }));

  route(ROUTES.saveUserInfo, async ({ body, identity }) =>
    toUserWire(
      await updateUser(
        db,
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

  route(ROUTES.setAccountType, async ({ body, identity }) => toUserWire(await setAccountType(db, identity.uid, body.type)));

  route(ROUTES.updateUserSocialNetworks, async ({ body, identity }) =>
    toSocialNetworkWires(await new CreatorsService({ db }).replaceSocialNetworks(asCaller(identity.uid), socialNetworksFromWire(body), anyAccount)),
  );

  route(ROUTES.updateUserBankAccount, async ({ body, identity }) =>
    toBankAccountWire(await new CreatorsBankService({ db }).save(asCaller(identity.uid), bankAccountFromWire(body), anyAccount)),
  );

  route(ROUTES.getUserBankAccount, async ({ identity }) => {
    const account = await new CreatorsBankService({ db }).read(asCaller(identity.uid), anyAccount);
    return account === null ? null : toBankAccountWire(account);
  });
};
