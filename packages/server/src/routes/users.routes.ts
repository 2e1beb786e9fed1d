import { ROUTES } from '@publi/contract';
import { createUser } from '../accounts/create-user.service.js';
import { deactivateUser } from '../accounts/deactivate-user.service.js';
import { readBankAccount } from '../accounts/read-bank-account.js';
import { readOwnEmail } from '../accounts/read-own-email.service.js';
import { readOwnUser } from '../accounts/read-own-user.service.js';
import { replaceSocialNetworks } from '../accounts/replace-social-networks.service.js';
import { saveBankAccount } from '../accounts/save-bank-account.service.js';
import { setAccountType } from '../accounts/set-account-type.service.js';
import { updateUser } from '../accounts/update-user.service.js';
import type { AreaRoutes } from './area-routes.js';

const anyAccount = { creatorOnly: false } as const;

/**
 * The account routes. Every one acts on the token's own account: no route takes an id that
 * could point a write at someone else, and the two that take one (`external_id`, `id`) answer
 * 403 for anyone else's. Decisions are in the README, "Accounts: decisions".
 */
export const registerUserRoutes: AreaRoutes = (route, { db }) => {
  route(ROUTES.createUser, ({ body, identity }) => createUser(db, identity, body));

  route(ROUTES.getUserByExternalId, ({ query, identity }) => readOwnUser(db, identity.uid, query.external_id));

  route(ROUTES.updateUser, ({ body, identity }) => updateUser(db, identity.uid, { profile: body }));

  route(ROUTES.deactivateUser, ({ identity }) => deactivateUser(db, identity.uid));

  route(ROUTES.updateUserAddress, ({ body, identity }) => updateUser(db, identity.uid, { address: body }));

  route(ROUTES.updateUserCategories, ({ body, identity }) =>
    updateUser(db, identity.uid, { categoryIds: body.categories_ids }, { categories: 'categories_ids' }),
  );

  route(ROUTES.getUserEmail, ({ query, identity }) => readOwnEmail(db, identity.uid, query.id));

  route(ROUTES.saveUserInfo, ({ body, identity }) =>
    updateUser(
      db,
      identity.uid,
      {
        profile: { name: body.name, phone: body.phone, image: body.image },
        address: body.address,
        categoryIds: body.categories_ids,
      },
      { address: 'address.', categories: 'categories_ids' },
    ),
  );

  route(ROUTES.setAccountType, ({ body, identity }) => setAccountType(db, identity.uid, body.type));

  route(ROUTES.updateUserSocialNetworks, ({ body, identity }) => replaceSocialNetworks(db, identity.uid, body, anyAccount));

  route(ROUTES.updateUserBankAccount, ({ body, identity }) => saveBankAccount(db, identity.uid, body, anyAccount));

  route(ROUTES.getUserBankAccount, ({ identity }) => readBankAccount(db, identity.uid, anyAccount));
};
