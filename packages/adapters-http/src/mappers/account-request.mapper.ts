import { ApplicationError, type AddressInput, type NewUser, type ProfileChanges, type SocialNetworkInput, type UserInfo } from '@publi/application';
import { definedOnly } from './defined-only.js';

/** `POST /account/user`'s body from a new user. */
export function newUserToWire(user: NewUser): Record<string, unknown> {
  return definedOnly({
    external_id: user.externalId,
    type: user.type,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    company_name: user.companyName,
    website: user.website,
    privacy_policy_version: user.privacyPolicyVersion,
  });
}

/** `PUT /account/user`'s body: a left-out field stays out (unchanged), `null` clears. */
export function profileChangesToWire(changes: ProfileChanges): Record<string, unknown> {
  return definedOnly({
    name: changes.name,
    phone: changes.phone,
    image: changes.image,
    mini_bio: changes.miniBio,
    company_name: changes.companyName,
    cnpj: changes.cnpj,
    legal_name: changes.legalName,
    website: changes.website,
  });
}

/** `PUT /account/user/address`'s body (and `address` of save-user-info). */
export function addressToWire(address: AddressInput): Record<string, unknown> {
  return definedOnly({
    postal_code: address.postalCode,
    street: address.street,
    number: address.number,
    complement: address.complement,
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
  });
}

/** `POST /users/save-user-info`'s body. */
export function userInfoToWire(info: UserInfo): Record<string, unknown> {
  return definedOnly({
    name: info.name,
    phone: info.phone,
    image: info.image,
    address: info.address === undefined ? undefined : addressToWire(info.address),
    categories_ids: info.categoryIds,
  });
}

/** The `social_newtork` body (spec spelling) of both social-network routes. */
export function socialNetworksToWire(networks: readonly SocialNetworkInput[]): Record<string, unknown> {
  return {
    social_newtork: networks.map((network) =>
      definedOnly({ name: network.name, username: network.username, link: network.link, followers: network.followers, engagement: network.engagement }),
    ),
  };
}

// The sign-up form's names for the wire fields it shows errors beside.
const NEW_USER_FIELDS_FROM_WIRE: Readonly<Record<string, string>> = { company_name: 'companyName', privacy_policy_version: 'privacyPolicyVersion' };

/**
 * Rethrows a refused sign-up with its field messages keyed by the form's names
 * (`privacyPolicyVersion`, not `privacy_policy_version`), so an outdated consent is said beside
 * the checkbox.
 */
export function withNewUserFieldNames<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (!(error instanceof ApplicationError)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [NEW_USER_FIELDS_FROM_WIRE[name] ?? name, message]));
    throw new ApplicationError(error.code, error.message, fields);
  });
}
