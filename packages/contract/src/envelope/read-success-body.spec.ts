import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiError } from '../errors/api-error.js';
import { readSuccessBody } from './read-success-body.js';
import { successEnvelope } from './success-envelope.js';

const total = z.object({ total: z.number() });

describe('successEnvelope', () => {
  it('wraps the answer in data', () => {
    expect(successEnvelope(total).parse({ data: { total: 3 } })).toEqual({ data: { total: 3 } });
    expect(successEnvelope(total).safeParse({ total: 3 }).success).toBe(false);
  });
});

describe('readSuccessBody', () => {
  it('hands back data', () => {
    expect(readSuccessBody(total, { data: { total: 3 } })).toEqual({ success: true, data: { total: 3 } });
  });

  it('reads a null data where the route answers null (no bank account yet)', () => {
    expect(readSuccessBody(total.nullable(), { data: null })).toEqual({ success: true, data: null });
  });

  it('calls an empty answer RESPONSE.EMPTY (SPEC section 8)', () => {
    for (const body of [undefined, null, '', '  ']) {
      expect(readSuccessBody(total, body)).toEqual({ success: false, error: apiError('RESPONSE.EMPTY') });
    }
  });

  it("passes the server's own error body on, so its message is the one shown", () => {
    const body = apiError('CART.NOT_FOUND');
    expect(readSuccessBody(total, body)).toEqual({ success: false, error: body });
  });

  it('calls anything else RESPONSE.INVALID_FORMAT (SPEC section 8)', () => {
    for (const body of [{ total: 3 }, { data: { total: 'três' } }, '<html>', 42]) {
      expect(readSuccessBody(total, body)).toEqual({ success: false, error: apiError('RESPONSE.INVALID_FORMAT') });
    }
  });
});
