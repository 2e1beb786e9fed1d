import { ACCOUNT_TYPES, BRAZIL_UFS, type AccountType, type BrazilUf } from '@publi/contract';

// The database stores these as text; the wire's enums are narrower. A stored value outside
// them (written by hand, or by an older version) answers `null` rather than breaking the answer.

/** The stored account type as the wire's enum, or `null`. */
export function accountTypeOf(text: string | null): AccountType | null {
  return ACCOUNT_TYPES.find((type) => type === text) ?? null;
}

/** The stored state sigla as the wire's enum, or `null`. */
export function ufOf(text: string | null): BrazilUf | null {
  return BRAZIL_UFS.find((uf) => uf === text) ?? null;
}

/** Engagement as stored (basis points, `null` for "not stated") to the wire's percent or `null`; a stated 0 is 0. */
export function percentOrNull(basisPoints: number | null): number | null {
  return basisPoints === null ? null : basisPoints / 100;
}
