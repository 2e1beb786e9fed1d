import { isValidBankAccount } from '@brazilian-utils/brazilian-utils/is-valid-bank-account';

/** A bank account as a person types it: agency and account, each with or without its hyphen. */
export interface BankAccountNumbers {
  /** Compensation code of the bank, 3 digits. */
  readonly bankCode: string;
  /** Agency, digits with an optional check digit (`1234` or `1234-5`). */
  readonly agency: string;
  /** Account with its check digit (`12345-6` or `123456`; the last character is the digit). */
  readonly account: string;
}

/**
 * The banks whose account check digit is verified, with the account length their published
 * rule is written for (without the check digit). Banco do Brasil, Santander, Banrisul,
 * Bradesco, Nubank, Itaú, HSBC and Citibank publish their algorithm and
 * @brazilian-utils/brazilian-utils implements it. Caixa is left out: its accounts gained a
 * 4-digit operation code in 2021, which the library's 11-digit rule would refuse.
 */
export const CHECKED_BANKS: Readonly<Record<string, { readonly min: number; readonly max: number }>> = {
  '001': { min: 8, max: 10 },
  '033': { min: 8, max: 8 },
  '041': { min: 9, max: 9 },
  '237': { min: 7, max: 7 },
  '260': { min: 5, max: 13 },
  '341': { min: 5, max: 5 },
  '399': { min: 6, max: 6 },
  '745': { min: 10, max: 10 },
};

// Their published rules all take a 4-digit agency without its own check digit.
const AGENCY_LENGTH = 4;

/**
 * Whether the account's check digit is right for its bank. Deliberately lenient, because a
 * wrong refusal blocks a creator's payout while a wrong acceptance is caught by the first
 * transfer: only the banks of {@link CHECKED_BANKS} are checked, after the leading zeros people
 * leave out are put back; any other bank, and an account longer than its bank's rule, answer
 * `true` (the shape, digits and a check digit, is the contract's to check).
 *
 * @example hasValidAccountCheckDigit({ bankCode: '001', agency: '1584', account: '210169-6' }) // true
 * @example hasValidAccountCheckDigit({ bankCode: '001', agency: '1584', account: '210169-5' }) // false
 */
export function hasValidAccountCheckDigit({ bankCode, agency, account }: BankAccountNumbers): boolean {
  const rule = CHECKED_BANKS[bankCode];
  if (rule === undefined) return true;
  const agencyDigits = agency.split('-')[0]?.replace(/^0+(?=\d)/, '') ?? '';
  const compact = account.replace(/-/g, '').toUpperCase();
  const digit = compact.slice(-1);
  const number = compact.slice(0, -1).replace(/^0+(?=\d)/, '');
  if (number.length > rule.max || agencyDigits.length > AGENCY_LENGTH || !/^[0-9]+$/.test(number + agencyDigits)) return true;
  return isValidBankAccount({
    bankCode,
    agency: agencyDigits.padStart(AGENCY_LENGTH, '0'),
    account: number.padStart(rule.min, '0'),
    digit,
  });
}
