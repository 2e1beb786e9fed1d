import { describe, expect, it } from 'vitest';
import { defaultPoolSize } from '../db/pool-size.js';
import { describeBinding, readServerConfig } from './server-config.js';
import { StartupError } from './startup-error.js';

const PRODUCTION = {
  PUBLI_MODE: 'production',
  DATABASE_URL: 'postgres://publi@db/publi',
  FIREBASE_PROJECT_ID: 'publi-prod',
  FIREBASE_API_KEY: 'web-key',
  PAYMENTS_PROVIDER: 'sandbox',
  PAYMENT_WEBHOOK_SECRET: 'webhook-secret',
  SMTP_URL: 'smtps://publi:senha@smtp.exemplo.com.br:465',
  PUBLIC_URL: 'https://publi.com.br',
  EMAIL_LINK_SECRET: 'a-secret-of-at-least-thirty-two-characters',
};

/** The one-line message a start would print, or null when it starts. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    readServerConfig(env);
    return null;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    expect(error.message).not.toContain('\n');
    return error.message;
  }
}

describe('readServerConfig', () => {
  it('runs in demo mode on the loopback address by default', () => {
    expect(readServerConfig({})).toMatchObject({ mode: 'demo', host: '127.0.0.1', port: 3000 });
    expect(readServerConfig({ PUBLI_MODE: 'demo', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatchObject({ mode: 'demo', host: '127.0.0.1' });
  });

  it('listens where HOST says when it is set, in either mode', () => {
    expect(readServerConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readServerConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('listens on every interface in production', () => {
    expect(readServerConfig(PRODUCTION)).toMatchObject({ mode: 'production', host: '0.0.0.0' });
  });

  it('refuses production with the auth emulator', () => {
    expect(refusal({ ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatch(/refuses the Firebase Auth emulator.*: unset FIREBASE_AUTH_EMULATOR_HOST$/);
  });

  it('refuses production without what it needs, naming every missing setting at once', () => {
    expect(refusal({ PUBLI_MODE: 'production' })).toBe(
      'PUBLI_MODE=production needs DATABASE_URL, FIREBASE_PROJECT_ID, FIREBASE_API_KEY, SMTP_URL, PUBLIC_URL, EMAIL_LINK_SECRET (see packages/server/README.md)',
    );
    for (const name of ['DATABASE_URL', 'FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'SMTP_URL', 'PUBLIC_URL', 'EMAIL_LINK_SECRET'] as const) {
      expect(refusal({ ...PRODUCTION, [name]: '' })).toContain(`needs ${name} `);
    }
  });

  it('sizes the PostgreSQL pool for the machine unless DATABASE_POOL_SIZE says, refusing what is not a count', () => {
    expect(readServerConfig({}).databasePoolSize).toBe(defaultPoolSize());
    expect(readServerConfig({ DATABASE_POOL_SIZE: '16' }).databasePoolSize).toBe(16);
    for (const value of ['0', '-2', '4.5', 'dez', '201']) expect(refusal({ DATABASE_POOL_SIZE: value })).toContain('DATABASE_POOL_SIZE');
  });

  it('reads the platform fee as a percent and the Pix expiry in minutes, refusing what makes no sense', () => {
    expect(readServerConfig({})).toMatchObject({ feeBasisPoints: 1000, pixExpiryMinutes: 30, webhookSecret: undefined });
    expect(readServerConfig({ PLATFORM_FEE_PERCENT: '7.5', PIX_EXPIRY_MINUTES: '15' })).toMatchObject({ feeBasisPoints: 750, pixExpiryMinutes: 15 });
    expect(refusal({ PLATFORM_FEE_PERCENT: '60' })).toContain('PLATFORM_FEE_PERCENT');
    expect(refusal({ PLATFORM_FEE_PERCENT: 'dez' })).toContain('PLATFORM_FEE_PERCENT');
    expect(refusal({ PIX_EXPIRY_MINUTES: '0' })).toContain('PIX_EXPIRY_MINUTES');
  });

  it('reads the rate limits and which proxies to believe, trusting none by default', () => {
    expect(readServerConfig({}).trustProxy).toBeUndefined();
    expect(readServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    for (const value of ['true', '0', '11', 'proxy.internal', '10.0.0.0/x']) expect(refusal({ TRUST_PROXY: value })).toContain('TRUST_PROXY must be');
    expect(readServerConfig({ RATE_LIMIT_CHAT: '5/1m' }).rateLimits.chat).toEqual({ max: 5, windowMs: 60_000 });
    expect(refusal({ RATE_LIMIT_CHAT: 'muitos' })).toContain('RATE_LIMIT_CHAT must be');
  });

  it('gives each account 1 GiB of files unless UPLOAD_QUOTA_MB says, and sweeps unused files daily unless STORAGE_SWEEP_HOURS says', () => {
    expect(readServerConfig({})).toMatchObject({ uploadQuotaBytes: 1024 * 1024 * 1024, storageSweepMs: 24 * 3_600_000 });
    expect(readServerConfig({ UPLOAD_QUOTA_MB: '50', STORAGE_SWEEP_HOURS: '6' })).toMatchObject({ uploadQuotaBytes: 50 * 1024 * 1024, storageSweepMs: 6 * 3_600_000 });
    expect(readServerConfig({ STORAGE_SWEEP_HOURS: '0' }).storageSweepMs).toBe(0);
    expect(readServerConfig({}).reconciliationMs).toBe(24 * 3_600_000);
    expect(readServerConfig({ RECONCILIATION_HOURS: '0' }).reconciliationMs).toBe(0);
    expect(refusal({ RECONCILIATION_HOURS: 'diário' })).toContain('RECONCILIATION_HOURS');
    for (const value of ['0', '-1', '1.5', 'mil']) expect(refusal({ UPLOAD_QUOTA_MB: value })).toContain('UPLOAD_QUOTA_MB must be');
    // Past a week the timer's delay would overflow and run at once, again and again.
    for (const value of ['169', '-1', 'diário']) expect(refusal({ STORAGE_SWEEP_HOURS: value })).toContain('STORAGE_SWEEP_HOURS must be');
  });

  it('keeps a sign-in recent for 10 minutes unless RECENT_SIGN_IN_MINUTES says, refusing what is not whole minutes', () => {
    expect(readServerConfig({}).recentSignInMinutes).toBe(10);
    expect(readServerConfig({ RECENT_SIGN_IN_MINUTES: '720' }).recentSignInMinutes).toBe(720);
    for (const value of ['0', '-1', '2.5', 'dez', '10081']) expect(refusal({ RECENT_SIGN_IN_MINUTES: value })).toContain('RECENT_SIGN_IN_MINUTES must be');
  });

  it('checks a stream every 10 s unless STREAM_HEARTBEAT_SECONDS says, never slower than 14 s, so a lost right ends it within 15 s', () => {
    expect(readServerConfig({}).streamHeartbeatMs).toBe(10_000);
    expect(readServerConfig({ STREAM_HEARTBEAT_SECONDS: '5' }).streamHeartbeatMs).toBe(5_000);
    for (const value of ['0', '15', '2.5', 'dez']) expect(refusal({ STREAM_HEARTBEAT_SECONDS: value })).toContain('STREAM_HEARTBEAT_SECONDS must be');
  });

  it("refuses production on an emulator-only demo- project", () => {
    expect(refusal({ ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-publi' })).toContain('"demo-publi"');
  });

  it('refuses a mode or a port it does not know, in one line', () => {
    expect(refusal({ PUBLI_MODE: 'prod' })).toBe('PUBLI_MODE must be "demo" or "production", got "prod"');
    expect(refusal({ PORT: 'http' })).toBe('PORT must be a port number, got "http"');
  });
});

describe('describeBinding', () => {
  it('says when the server is reachable from this machine only', () => {
    expect(describeBinding({ mode: 'demo', host: '127.0.0.1', authEmulatorHost: '127.0.0.1:9099' })).toBe(
      'demo mode, listening on 127.0.0.1 only (this machine; HOST=0.0.0.0 opens it to the network)',
    );
  });

  it('warns when the emulator is reachable from the network', () => {
    expect(describeBinding({ mode: 'demo', host: '0.0.0.0', authEmulatorHost: '127.0.0.1:9099' })).toContain('anyone who reaches it can act as any account');
    expect(describeBinding({ mode: 'production', host: '0.0.0.0', authEmulatorHost: undefined })).toBe('production mode, listening on 0.0.0.0');
  });
});
