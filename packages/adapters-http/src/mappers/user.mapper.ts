import type { Address, OwnUser, User } from '@publi/application';
import type { AddressWire, OwnUserWire, UserWire } from '@publi/contract';

/** A wire address (`postal_code`) in domain names. */
export function addressFromWire(wire: AddressWire): Address {
  return {
    postalCode: wire.postal_code,
    street: wire.street,
    number: wire.number,
    complement: wire.complement,
    neighborhood: wire.neighborhood,
    city: wire.city,
    state: wire.state,
  };
}

/** A wire user (`external_id`, `mini_bio`...) in domain names. */
export function userFromWire(wire: UserWire): User {
  return {
    id: wire.id,
    externalId: wire.external_id,
    type: wire.type,
    name: wire.name,
    email: wire.email,
    emailVerified: wire.email_verified,
    phone: wire.phone,
    image: wire.image,
    miniBio: wire.mini_bio,
    companyName: wire.company_name,
    cnpj: wire.cnpj,
    legalName: wire.legal_name,
    website: wire.website,
    active: wire.active,
    address: wire.address === null ? null : addressFromWire(wire.address),
    categories: wire.categories,
    createdAt: wire.created_at,
  };
}

/** The caller's own account (`GET /account/user`): the user, `has_password` and `email_refused_at` in domain names. */
export function ownUserFromWire(wire: OwnUserWire): OwnUser {
  return { ...userFromWire(wire), hasPassword: wire.has_password, emailRefusedAt: wire.email_refused_at };
}
