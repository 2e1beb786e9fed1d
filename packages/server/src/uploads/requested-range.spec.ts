import { describe, expect, it } from 'vitest';
import { requestedRange } from './requested-range.js';

describe('requestedRange', () => {
  it.each([
    ['bytes=4-11', { start: 4, end: 11 }],
    ['bytes=4-', { start: 4, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=0-0', { start: 0, end: 0 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(requestedRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=-0'])('answers %s as past the end of a 1000-byte file', (header) => {
    expect(requestedRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=-', 'bytes=0-1,5-9', 'items=0-9', 'bytes=9-4', 'bytes=a-b'])('sends the whole file for %s', (header) => {
    expect(requestedRange(header, 1000)).toBeUndefined();
  });
});
