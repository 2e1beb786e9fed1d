import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.js';

describe('redactUrl', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/api/agents/invitation?token=abc123&x=1')).toBe('/api/agents/invitation?token=[redacted]&x=1');
    expect(redactUrl('/api/creators?city=Recife')).toBe('/api/creators?city=Recife');
  });

  it('masks the API Pix webhook’s secret path segment, with or without a query', () => {
    expect(redactUrl('/api/payment/api-pix/s3cr3t-token-of-the-webhook/pix')).toBe('/api/payment/api-pix/[redacted]/pix');
    expect(redactUrl('/api/payment/api-pix/s3cr3t?token=x')).toBe('/api/payment/api-pix/[redacted]?token=[redacted]');
    expect(redactUrl('/api/payment/webhook')).toBe('/api/payment/webhook');
  });
});
