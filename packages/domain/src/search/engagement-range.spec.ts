import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_RANGE } from './engagement-range.js';

describe('ENGAGEMENT_RANGE (SPEC section 9)', () => {
  it('is 0-100 with step 1', () => {
    expect(ENGAGEMENT_RANGE).toEqual({ min: 0, max: 100, step: 1 });
  });
});
