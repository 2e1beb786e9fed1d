import { RATE_LIMIT_CLASSES, type RateLimitClass } from '@publi/contract';
import type { RateLimit } from './fixed-window-counter.js';

/** Each budget's limit, or `null` where it is off. */
export type RateLimitSettings = Readonly<Record<RateLimitClass, RateLimit | null>>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits of a deployment that sets none, per caller (or per address where the budget says
 * so, see `RateLimitClass`). Far above what a person does, well below a script:
 * - creating accounts: 10 an hour per address (an office signing its team up fits);
 * - chat: 60 messages a minute;
 * - payment: 10 tries a minute (a declined card and a retry or two fit; testing stolen cards does not);
 * - webhook: 600 events a minute per address (the provider's retries after an outage);
 * - write: 120 a minute (saving a form, adding creators to a cart one by one);
 * - read: 3,000 a minute, as many visitors on a mobile network share one address (carrier NAT);
 * - page: 3,000 a minute, as reads: a page load carries no token, so every visitor counts by address;
 * - file: 12,000 a minute, as one page load fetches dozens of photos and build files.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  'account-creation': { max: 10, windowMs: HOUR },
  chat: { max: 60, windowMs: MINUTE },
  payment: { max: 10, windowMs: MINUTE },
  webhook: { max: 600, windowMs: MINUTE },
  write: { max: 120, windowMs: MINUTE },
  read: { max: 3_000, windowMs: MINUTE },
  page: { max: 3_000, windowMs: MINUTE },
  file: { max: 12_000, windowMs: MINUTE },
};

/** The same limit (or `null`, off) for every budget. */
export function everyBudget(limit: RateLimit | null): RateLimitSettings {
  return { 'account-creation': limit, chat: limit, payment: limit, webhook: limit, write: limit, read: limit, page: limit, file: limit };
}

const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, m: MINUTE, h: HOUR };

/** The environment variable that sets a budget's limit: `RATE_LIMIT_ACCOUNT_CREATION` and so on. */
export function rateLimitVariable(budget: RateLimitClass): string {
  return `RATE_LIMIT_${budget.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * The limits from the environment: each `RATE_LIMIT_<BUDGET>` is `<calls>/<window>` (such as
 * `120/1m`, `10/1h`, `5/30s`) or `off`; an unset one keeps its default. A value it cannot read
 * is reported as `"<variable> must be ..."` through `invalid`, which throws.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv, invalid: (message: string) => never): RateLimitSettings {
  const settings: Record<RateLimitClass, RateLimit | null> = { ...DEFAULT_RATE_LIMITS };
  for (const budget of RATE_LIMIT_CLASSES) {
    const variable = rateLimitVariable(budget);
    const value = env[variable]?.trim();
    if (value === undefined || value === '') continue;
    if (value === 'off') {
      settings[budget] = null;
      continue;
    }
    const match = /^([1-9]\d{0,8})\/([1-9]\d{0,4})([smh])$/.exec(value);
    const unit = match?.[3] === undefined ? undefined : UNIT_MS[match[3]];
    if (match === null || unit === undefined) invalid(`${variable} must be calls per window, such as 120/1m, 10/1h or 5/30s, or off; got "${value}"`);
    settings[budget] = { max: Number(match[1]), windowMs: Number(match[2]) * unit };
  }
  return settings;
}
