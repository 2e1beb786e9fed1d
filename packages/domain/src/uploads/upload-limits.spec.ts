import { describe, expect, it } from 'vitest';
import { acceptedTypes, MAX_UPLOAD_BYTES, UPLOAD_LIMITS, uploadRefusal } from './upload-limits.js';

const MB = 1024 * 1024;

describe('uploadRefusal', () => {
  it('takes images up to 5 MB for profiles and projects', () => {
    for (const purpose of ['profile', 'project'] as const) {
      expect(uploadRefusal(purpose, { contentType: 'image/webp', size: 5 * MB })).toBeUndefined();
      expect(uploadRefusal(purpose, { contentType: 'image/png', size: 5 * MB + 1 })).toBe('UPLOAD.TOO_LARGE');
      expect(uploadRefusal(purpose, { contentType: 'application/pdf', size: 1 })).toBe('UPLOAD.TYPE_NOT_ALLOWED');
    }
  });

  it('also takes PDF and MP4 deliveries, up to 100 MB', () => {
    expect(uploadRefusal('delivery', { contentType: 'video/mp4', size: 100 * MB })).toBeUndefined();
    expect(uploadRefusal('delivery', { contentType: 'application/pdf', size: 100 * MB + 1 })).toBe('UPLOAD.TOO_LARGE');
    expect(uploadRefusal('delivery', { contentType: 'image/gif', size: 1 })).toBe('UPLOAD.TYPE_NOT_ALLOWED');
  });

  it('judges the type before the size', () => {
    expect(uploadRefusal('profile', { contentType: 'video/mp4', size: 50 * MB })).toBe('UPLOAD.TYPE_NOT_ALLOWED');
  });

  it('bounds every purpose by the largest limit', () => {
    expect(MAX_UPLOAD_BYTES).toBe(Math.max(...Object.values(UPLOAD_LIMITS).map((limit) => limit.maxBytes)));
  });
});

describe('acceptedTypes', () => {
  it("offers a file input exactly the types its purpose takes", () => {
    expect(acceptedTypes('profile')).toBe('image/jpeg,image/png,image/webp');
    expect(acceptedTypes('reference')).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(acceptedTypes('delivery')).toBe('image/jpeg,image/png,image/webp,application/pdf,video/mp4');
  });
});
