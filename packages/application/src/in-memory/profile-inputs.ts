import { bankByCode, pixKeyInfo } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
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

/**
 * A Pix key in its canonical form and kind, by the domain's rule as the server applies it; an
 * invalid key is refused beside its field, as the server would.
 */
export function pixKeyFrom(key: string | null | undefined): { readonly pixKey: string | null; readonly pixKeyType: PixKeyType | null } {
  const text = key?.trim() ?? '';
  if (text === '') return { pixKey: null, pixKeyType: null };
  const info = pixKeyInfo(text);
  if (info === null) throw new ApplicationError('REQUEST.INVALID', undefined, { pixKey: 'Informe uma chave Pix válida.' });
  return { pixKey: info.value, pixKeyType: info.type };
}

/** A bank account as the server saves it: the document kept as digits, the bank named, the Pix key classified. */
export function bankAccountFrom(input: BankAccountInput): BankAccount {
  const bankCode = input.bankCode.trim();
  if (!/^\d{3}$/.test(bankCode)) throw new ApplicationError('REQUEST.INVALID', undefined, { bankCode: 'Informe o código do banco com 3 dígitos, como 260.' });
  return {
    bankName: bankByCode(bankCode)?.name ?? `Banco ${bankCode}`,
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
