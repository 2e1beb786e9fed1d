import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uploadAllowance } from './upload-allowance.js';
import { UPLOAD_LIMITS, UPLOAD_PURPOSES } from './upload-limits.js';

const GB = 1024 * 1024 * 1024;
const purposes = fc.constantFrom(...UPLOAD_PURPOSES);
const room = fc.integer({ min: -GB, max: 2 * GB });

// The reference: a file of `size` bytes is refused when it passes the purpose's limit or the room
// left; when both would refuse it, the quota is the reason (freeing room is what the person can do,
// and the reader never reads far enough to see the purpose's limit).
function referenceRefusal(limit: number, roomBytes: number, size: number): 'UPLOAD.TOO_LARGE' | 'UPLOAD.QUOTA_EXCEEDED' | undefined {
  if (size > roomBytes && roomBytes < limit) return 'UPLOAD.QUOTA_EXCEEDED';
  if (size > limit) return 'UPLOAD.TOO_LARGE';
  return undefined;
}

describe('uploadAllowance', () => {
  it('refuses exactly the files the reference refuses, for the same reason', () => {
    fc.assert(
      fc.property(purposes, room, fc.integer({ min: 1, max: 3 * GB }), (purpose, roomBytes, size) => {
        const allowance = uploadAllowance(purpose, roomBytes);
        const refusal = size > allowance.maxBytes ? allowance.pastIt : undefined;
        expect(refusal).toBe(referenceRefusal(UPLOAD_LIMITS[purpose].maxBytes, roomBytes, size));
      }),
    );
  });

  it('never lets a reader go past the purpose limit nor below nothing', () => {
    fc.assert(
      fc.property(purposes, room, (purpose, roomBytes) => {
        const { maxBytes } = uploadAllowance(purpose, roomBytes);
        expect(maxBytes).toBeGreaterThanOrEqual(0);
        expect(maxBytes).toBeLessThanOrEqual(UPLOAD_LIMITS[purpose].maxBytes);
      }),
    );
  });

  it('gives a full account no byte, refused for its quota', () => {
    expect(uploadAllowance('profile', 0)).toEqual({ maxBytes: 0, pastIt: 'UPLOAD.QUOTA_EXCEEDED' });
    expect(uploadAllowance('delivery', -5)).toEqual({ maxBytes: 0, pastIt: 'UPLOAD.QUOTA_EXCEEDED' });
    expect(uploadAllowance('profile', GB)).toEqual({ maxBytes: UPLOAD_LIMITS.profile.maxBytes, pastIt: 'UPLOAD.TOO_LARGE' });
  });
});
