import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the database out of reach, restarting or full, however the driver wraps it', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('08006'),
      withCode('53300'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves bugs and refused data alone: they are not a reason to try again', () => {
    for (const error of [withCode('23505'), withCode('42P01'), withCode('22P02'), new TypeError('x is undefined'), new Error('Failed query', { cause: withCode('23503') }), null, 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
