import type { AddressBodyWire, CreateUserBodyWire } from '@publi/contract';
import type { NewAccount, ProfileChanges } from './account.js';
import type { AddressInput } from './resolve-address.js';

/** Profile fields in wire names, as the account routes receive them. */
export interface ProfileFieldsWire {
  readonly name?: string | undefined;
  readonly phone?: string | null | undefined;
  readonly image?: string | null | undefined;
  readonly mini_bio?: string | null | undefined;
  readonly company_name?: string | null | undefined;
  readonly cnpj?: string | null | undefined;
  readonly legal_name?: string | null | undefined;
  readonly website?: string | null | undefined;
}

/** `POST /account/user`'s body to a new account (route layer only). */
export function newAccountFromWire(body: CreateUserBodyWire): NewAccount {
  return {
    externalId: body.external_id,
    type: body.type,
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    image: body.image ?? null,
    companyName: body.company_name ?? null,
    website: body.website ?? null,
    privacyConsentVersion: body.privacy_policy_version,
  };
}

/** Wire profile fields to the columns they change, leaving out the absent ones. */
export function profileFromWire(fields: ProfileFieldsWire): ProfileChanges {
  const changes: { -readonly [Key in keyof ProfileChanges]: ProfileChanges[Key] } = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.image !== undefined) changes.image = fields.image;
  if (fields.mini_bio !== undefined) changes.miniBio = fields.mini_bio;
  if (fields.company_name !== undefined) changes.companyName = fields.company_name;
  if (fields.cnpj !== undefined) changes.cnpj = fields.cnpj;
  if (fields.legal_name !== undefined) changes.legalName = fields.legal_name;
  if (fields.website !== undefined) changes.website = fields.website;
  return changes;
}

/** A wire address to the server's; optional parts left out become `null` (the address is replaced whole). */
export function addressFromWire(body: AddressBodyWire): AddressInput {
  return {
    postalCode: body.postal_code,
    street: body.street ?? null,
    streetNumber: body.number ?? null,
    complement: body.complement ?? null,
    neighborhood: body.neighborhood ?? null,
    city: body.city,
    state: body.state,
  };
}
