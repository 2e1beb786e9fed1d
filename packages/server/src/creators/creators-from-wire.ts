import type { BankAccountBodyWire, JobPricesBodyWire, SocialNetworksBodyWire } from '@publi/contract';
import { centavosFromDecimal, percentToBasisPoints } from '@publi/domain';
import type { BankAccountInput, JobPrices, SocialNetwork } from './creator-profile.js';

/** The networks of a `PUT .../social_networks` body; what was left out is `null` ("not stated"). Route layer only. */
export function socialNetworksFromWire(body: SocialNetworksBodyWire): SocialNetwork[] {
  return body.social_newtork.map(({ name, username, link, followers, engagement }) => ({
    name,
    username,
    link: link ?? null,
    followers: followers ?? null,
    // Two decimals of a percent are a whole number of basis points once rounded (4.25 * 100 is 424.99...).
    engagementBp: engagement === null || engagement === undefined ? null : percentToBasisPoints(engagement),
  }));
}

/** A `PUT .../bank_account` body to the server's bank account. Route layer only. */
export function bankAccountFromWire(body: BankAccountBodyWire): BankAccountInput {
  return {
    accountType: body.account_type,
    account: body.account,
    agency: body.agency,
    bankCode: body.bank_code,
    ownerName: body.owner_name,
    ownerDocument: body.owner_document,
    pixKey: body.pix_key ?? null,
  };
}

/** A `PUT /creator/job_prices` body's decimal strings to centavos. Route layer only. */
export function jobPricesFromWire(body: JobPricesBodyWire): JobPrices {
  return { stories: centavosFromDecimal(body.stories), feed: centavosFromDecimal(body.feed), tiktok: centavosFromDecimal(body.tiktok) };
}
