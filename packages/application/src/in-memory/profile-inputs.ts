import type { BankAccount, BankAccountInput, PixKeyType } from '../model/bank-account.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';

/** A social network as the server saves it: '@' dropped, missing fields `null`. */
export function socialNetworkFrom(input: SocialNetworkInput): SocialNetwork {
  return {
    name: input.name,
    username: input.username.trim().replace(/^@/, ''),
    link: input.link ?? null,
    followers: input.followers ?? null,
    engagement: input.engagement ?? null,
  };
}

// A few banks of the Brazilian list, enough for tests; others get a generic name.
const BANK_NAMES: Readonly<Record<string, string>> = {
  '001': 'BCO DO BRASIL S.A.',
  '104': 'CAIXA ECONOMICA FEDERAL',
  '237': 'BCO BRADESCO S.A.',
  '260': 'NU PAGAMENTOS - IP',
  '341': 'ITAÚ UNIBANCO S.A.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A Pix key in its canonical form and kind, as the server classifies it: e-mail, random key
 * (UUID), phone (+55 and digits; typed with '+' or parentheses), CPF (11 digits), CNPJ (14).
 * The server validates the check digits; this stand-in only sorts.
 */
export function pixKeyFrom(key: string | null | undefined): { readonly pixKey: string | null; readonly pixKeyType: PixKeyType | null } {
  const text = key?.trim() ?? '';
  if (text === '') return { pixKey: null, pixKeyType: null };
  if (text.includes('@')) return { pixKey: text.toLowerCase(), pixKeyType: 'email' };
  if (UUID.test(text)) return { pixKey: text.toLowerCase(), pixKeyType: 'evp' };
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+') || text.includes('(')) return { pixKey: `+${digits.startsWith('55') ? digits : `55${digits}`}`, pixKeyType: 'phone' };
  if (digits.length === 14) return { pixKey: digits, pixKeyType: 'cnpj' };
  return { pixKey: digits, pixKeyType: 'cpf' };
}

/** A bank account as the server saves it: the document kept as digits, the bank named, the Pix key classified. */
export function bankAccountFrom(input: BankAccountInput): BankAccount {
  const bankCode = input.bankCode.trim();
  return {
    bankName: BANK_NAMES[bankCode] ?? `Banco ${bankCode}`,
    accountType: input.accountType,
    ...pixKeyFrom(input.pixKey),
    account: input.account.trim(),
    agency: input.agency.trim(),
    bankCode,
    ownerName: input.ownerName.trim(),
    ownerDocument: input.ownerDocument.replace(/\D/g, ''),
  };
}

/** Runs `work`, turning a synchronous throw into a rejection as an HTTP call would fail. */
export function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
