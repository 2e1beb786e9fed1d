import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from './rate-limit-settings.js';

const refuse = (message: string): never => {
  throw new Error(message);
};

describe('rateLimitsFromEnv', () => {
  it('keeps the defaults where nothing is set', () => {
    expect(rateLimitsFromEnv({}, refuse)).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('reads calls per window in seconds, minutes or hours, and off', () => {
    const settings = rateLimitsFromEnv({ RATE_LIMIT_ACCOUNT_CREATION: '3/2h', RATE_LIMIT_CHAT: '5/30s', RATE_LIMIT_READ: 'off', RATE_LIMIT_WRITE: ' 200/1m ' }, refuse);
    expect(settings['account-creation']).toEqual({ max: 3, windowMs: 2 * 3_600_000 });
    expect(settings.chat).toEqual({ max: 5, windowMs: 30_000 });
    expect(settings.read).toBeNull();
    expect(settings.write).toEqual({ max: 200, windowMs: 60_000 });
    expect(settings.payment).toEqual(DEFAULT_RATE_LIMITS.payment);
  });

  it.each(['0/1m', '10', '10/m', '10/1d', '-1/1m', 'unlimited', '1e3/1m'])('refuses %s, naming the variable', (value) => {
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_PAYMENT: value }, refuse)).toThrow(`RATE_LIMIT_PAYMENT must be calls per window, such as 120/1m, 10/1h or 5/30s, or off; got "${value}"`);
  });
});
