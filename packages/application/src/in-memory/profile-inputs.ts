import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
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

/** A bank account as the server saves it: the document kept as digits. */
export function bankAccountFrom(input: BankAccountInput): BankAccount {
  return {
    account: input.account.trim(),
    agency: input.agency.trim(),
    bankCode: input.bankCode.trim(),
    ownerName: input.ownerName.trim(),
    ownerDocument: input.ownerDocument == null ? null : input.ownerDocument.replace(/\D/g, ''),
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
