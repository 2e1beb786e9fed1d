import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_CLASSES, rateLimitClassOf } from './rate-limit-class.js';
import { ROUTES } from './routes/index.js';

describe('rateLimitClassOf', () => {
  it('counts a read as a read and any other call as a write, unless the route names its budget', () => {
    fc.assert(
      fc.property(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE' as const), fc.option(fc.constantFrom(...RATE_LIMIT_CLASSES, 'none' as const), { nil: undefined }), (method, rateLimit) => {
        const counted = rateLimitClassOf(rateLimit === undefined ? { method } : { method, rateLimit });
        if (rateLimit === 'none') expect(counted).toBeUndefined();
        else expect(counted).toBe(rateLimit ?? (method === 'GET' ? 'read' : 'write'));
      }),
    );
  });

  it('gives account creation, chat, money and the webhook their own budgets', () => {
    expect(rateLimitClassOf(ROUTES.createUser)).toBe('account-creation');
    expect(rateLimitClassOf(ROUTES.postChatMessage)).toBe('chat');
    expect(rateLimitClassOf(ROUTES.createPayment)).toBe('payment');
    expect(rateLimitClassOf(ROUTES.requestPayout)).toBe('payment');
    expect(rateLimitClassOf(ROUTES.paymentWebhook)).toBe('webhook');
    expect(rateLimitClassOf(ROUTES.getHealth)).toBeUndefined();
    expect(rateLimitClassOf(ROUTES.getReadiness)).toBeUndefined();
  });
});
