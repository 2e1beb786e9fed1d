import type { PixKeyType } from '../banking/pix-key.js';
import { maskAccountNumber, maskPixKeyForHistory, maskTaxId } from './history-masks.js';

/** The fields of bank data and Pix key the security history names. */
export type AuditField = 'bank' | 'agency' | 'account' | 'accountType' | 'ownerName' | 'ownerDocument' | 'pixKey';

/** One changed field, its values as the history shows them (masked), `null` when there was none. */
export interface AuditChange {
  readonly field: AuditField;
  readonly before: string | null;
  readonly after: string | null;
}

/** Bank data and Pix key as stored: what {@link bankDataChanges} compares. */
export interface BankDataSnapshot {
  readonly bankCode: string;
  readonly agency: string;
  readonly account: string;
  readonly accountType: 'corrente' | 'poupanca';
  readonly ownerName: string;
  readonly ownerDocument: string;
  readonly pixKey: string | null;
  readonly pixKeyType: PixKeyType | null;
}

/** What a save changed: the bank data's fields and the Pix key's, each possibly empty. */
export interface BankDataChanges {
  readonly bank: readonly AuditChange[];
  readonly pix: readonly AuditChange[];
}

// Bank code, agency, type and holder's name may show whole: they move no money on their own
// and their owner needs them to recognise the account. Account and documents never do.
const BANK_FIELDS: readonly { field: AuditField; shown: (data: BankDataSnapshot) => string }[] = [
  { field: 'bank', shown: (data) => data.bankCode },
  { field: 'agency', shown: (data) => data.agency },
  { field: 'account', shown: (data) => maskAccountNumber(data.account) },
  { field: 'accountType', shown: (data) => data.accountType },
  { field: 'ownerName', shown: (data) => data.ownerName },
  { field: 'ownerDocument', shown: (data) => maskTaxId(data.ownerDocument) },
];
const RAW: Record<AuditField, (data: BankDataSnapshot) => string | null> = {
  bank: (data) => data.bankCode,
  agency: (data) => data.agency,
  account: (data) => data.account,
  accountType: (data) => data.accountType,
  ownerName: (data) => data.ownerName,
  ownerDocument: (data) => data.ownerDocument,
  pixKey: (data) => data.pixKey,
};

const pixShown = (data: BankDataSnapshot | null): string | null =>
  data?.pixKey == null || data.pixKeyType === null ? null : maskPixKeyForHistory(data.pixKeyType, data.pixKey);

/**
 * The changes a save of bank data makes, masked for the security history: a field is listed
 * when its stored value changes (compared whole, so a new account with the same last digits
 * still counts), with both sides masked. A first save lists every field it sets. Equal data
 * gives no change, so saving the same form twice writes no event.
 */
export function bankDataChanges(before: BankDataSnapshot | null, after: BankDataSnapshot): BankDataChanges {
  const bank = BANK_FIELDS.filter(({ field }) => before === null || RAW[field](before) !== RAW[field](after)).map(
    ({ field, shown }) => ({ field, before: before === null ? null : shown(before), after: shown(after) }),
  );
  const pixChanged = (before?.pixKey ?? null) !== after.pixKey;
  const pix = pixChanged ? [{ field: 'pixKey' as const, before: pixShown(before), after: pixShown(after) }] : [];
  return { bank, pix };
}
