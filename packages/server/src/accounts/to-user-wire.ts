import type { OwnUserWire, UserWire } from '@publi/contract';
import type { Account, AccountView, OwnAccountView } from './account.js';
import { accountTypeOf, ufOf } from './wire-values.js';

function addressOf(user: Account): UserWire['address'] {
  const state = ufOf(user.state);
  if (user.postalCode === null || user.city === null || state === null) return null;
  return {
    postal_code: user.postalCode,
    street: user.street,
    number: user.streetNumber,
    complement: user.complement,
    neighborhood: user.neighborhood,
    city: user.city,
    state,
  };
}

/** An account in wire names, as every users route answers it (route layer only). Bank data is never part of it. */
export function toUserWire({ account: user, categories }: AccountView): UserWire {
  return {
    id: user.id,
    external_id: user.externalId,
    type: accountTypeOf(user.type),
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    mini_bio: user.miniBio,
    company_name: user.companyName,
    cnpj: user.cnpj,
    legal_name: user.legalName,
    website: user.website,
    active: user.active,
    address: addressOf(user),
    categories: categories.map(({ id, name }) => ({ id, name })),
    created_at: user.createdAt.toISOString(),
  };
}

/** The caller's own account as `GET /account/user` answers it: {@link toUserWire} and `has_password`. */
export function toOwnUserWire(view: OwnAccountView): OwnUserWire {
  return { ...toUserWire(view), has_password: view.hasPassword };
}
