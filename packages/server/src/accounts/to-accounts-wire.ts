import { ACCOUNT_TYPES, BRAZIL_UFS, type AccountType, type BrazilUf, type OwnUserWire, type UserWire } from '@publi/contract';
import { basisPointsToPercent } from '@publi/domain';
import type { Account, AccountView, OwnAccountView } from './account.js';

// The database stores these as text; the wire's enums are narrower. A stored value outside
// them (written by hand, or by an older version) answers `null` rather than breaking the answer.

/** The stored account type as the wire's enum, or `null`. */
export function accountTypeOf(text: string | null): AccountType | null {
  return ACCOUNT_TYPES.find((type) => type === text) ?? null;
}

/** The stored state sigla as the wire's enum, or `null` (also the creators' and agents' mappers'). */
export function ufOf(text: string | null): BrazilUf | null {
  return BRAZIL_UFS.find((uf) => uf === text) ?? null;
}

/** Engagement as stored (basis points, `null` for "not stated") to the wire's percent or `null`; a stated 0 is 0. */
export function percentOrNull(basisPoints: number | null): number | null {
  return basisPoints === null ? null : basisPointsToPercent(basisPoints);
}

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

/** An account in wire names, as every account route answers it (route layer only). Bank data is never part of it. */
export function toUserWire({ account: user, categories }: AccountView): UserWire {
  return {
    id: user.id,
    external_id: user.externalId,
    type: accountTypeOf(user.type),
    name: user.name,
    email: user.email,
    email_verified: user.emailVerified,
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

/** The caller's own account as `GET /account/user` answers it: {@link toUserWire}, `has_password` and `email_refused_at`. */
export function toOwnUserWire(view: OwnAccountView): OwnUserWire {
  return { ...toUserWire(view), has_password: view.hasPassword, email_refused_at: view.account.emailRefusedAt?.toISOString() ?? null };
}
