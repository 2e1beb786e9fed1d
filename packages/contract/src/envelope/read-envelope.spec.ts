import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../errors/error-body.schema.js';
import { errorBodyOf, readEnvelope } from './read-envelope.js';

/** Values near the error body's shape, so most runs probe its edges rather than random noise. */
const text = fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.constant(null));
const nearErrorBody = fc.oneof(
  fc.record({
    error: fc.oneof(
      fc.record(
        { code: text, message: text, fields: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string(), text), fc.array(fc.string()), fc.string()), extra: fc.anything() },
        { requiredKeys: ['code', 'message'] },
      ),
      fc.anything(),
    ),
  }),
  fc.anything(),
);

describe('errorBodyOf', () => {
  it('accepts exactly what errorBodySchema accepts, and hands back what it would', () => {
    fc.assert(
      fc.property(nearErrorBody, (value) => {
        const parsed = errorBodySchema.safeParse(value);
        expect(errorBodyOf(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readEnvelope', () => {
  it('sorts the bodies SPEC section 8 names', () => {
    for (const body of [undefined, null, '', '  ']) expect(readEnvelope(body)).toEqual({ kind: 'empty' });
    expect(readEnvelope({ data: { total: 3 } })).toEqual({ kind: 'data', data: { total: 3 } });
    expect(readEnvelope({ data: null })).toEqual({ kind: 'data', data: null });
    const refusal = { error: { code: 'CREATOR.NOT_FOUND', message: 'Criador não encontrado.' } };
    expect(readEnvelope(refusal)).toEqual({ kind: 'error', body: refusal });
    for (const body of [{ total: 3 }, '<html>', 42, []]) expect(readEnvelope(body)).toEqual({ kind: 'invalid' });
  });
});
