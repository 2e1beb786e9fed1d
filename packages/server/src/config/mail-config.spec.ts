import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL_SETUP } from '../email/email-setup.js';
import { readMailConfig } from './mail-config.js';
import { StartupError } from './startup-error.js';

const refusal = (env: NodeJS.ProcessEnv, mode: 'demo' | 'production' = 'demo') => {
  try {
    readMailConfig(env, mode, 3000);
    return null;
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return error.message;
  }
};

describe('readMailConfig', () => {
  it("gives a demo the catcher, links to this machine and the demo's key, and production's timing", () => {
    expect(readMailConfig({}, 'demo', 3000)).toEqual({
      smtpUrl: undefined,
      from: 'Publi <nao-responda@publi.com.br>',
      setup: { publicUrl: 'http://localhost:3000', linkSecret: DEMO_EMAIL_SETUP.linkSecret },
      smtpTimeouts: { connectMs: 15_000, replyMs: 30_000 },
      emailJobTiming: { expireInSeconds: 120, retryDelaySeconds: 60 },
      jobQueueTiming: { pollingSeconds: 2, maintenanceSeconds: 60 },
    });
  });

  it('reads the SMTP server, the sender, the address without its trailing slash and the timings', () => {
    const env = { SMTP_URL: 'smtps://u:p@smtp.exemplo.com.br:465', MAIL_FROM: 'Publi <oi@publi.com.br>', PUBLIC_URL: 'https://publi.com.br/', EMAIL_SEND_TIMEOUT_SECONDS: '8', EMAIL_RETRY_SECONDS: '5', JOB_POLLING_SECONDS: '1', JOB_MAINTENANCE_SECONDS: '10' };
    expect(readMailConfig(env, 'demo', 3000)).toMatchObject({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      setup: { publicUrl: 'https://publi.com.br' },
      smtpTimeouts: { connectMs: 2_000, replyMs: 4_000 },
      emailJobTiming: { expireInSeconds: 16, retryDelaySeconds: 5 },
      jobQueueTiming: { pollingSeconds: 1, maintenanceSeconds: 10 },
    });
  });

  it('refuses what cannot work, in one line each', () => {
    expect(refusal({ SMTP_URL: 'http://smtp.exemplo.com.br' })).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(refusal({ PUBLIC_URL: 'publi.com.br' })).toContain('PUBLIC_URL must be the site');
    expect(refusal({ PUBLIC_URL: 'http://publi.com.br', EMAIL_LINK_SECRET: 'x'.repeat(32) }, 'production')).toBe('PUBLI_MODE=production needs PUBLIC_URL on https://');
    expect(refusal({ PUBLIC_URL: 'https://publi.com.br', EMAIL_LINK_SECRET: 'curto' }, 'production')).toBe('EMAIL_LINK_SECRET must be at least 32 characters in production');
    expect(refusal({ EMAIL_SEND_TIMEOUT_SECONDS: '1' })).toContain('EMAIL_SEND_TIMEOUT_SECONDS must be whole seconds from 2 to 600');
  });
});
