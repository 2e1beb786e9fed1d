import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.js';

const emulator = { authEmulatorHost: '127.0.0.1:9099', firebase: { apiKey: 'k', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' } };
const realFirebase = { authEmulatorHost: null, firebase: { apiKey: 'k', authDomain: 'publi-prod.firebaseapp.com', projectId: 'publi-prod' } };

describe('the content security policy', () => {
  it('runs scripts from the site only, whatever the identity set-up', () => {
    for (const identity of [emulator, realFirebase, undefined]) {
      const scripts = contentSecurityPolicy('demo', identity)['script-src'] ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts.filter((source) => source.includes('unsafe') || source === '*' || source.endsWith(':'))).toEqual([]);
    }
  });

  it('lets the demo talk to the auth emulator, over plain http', () => {
    const policy = contentSecurityPolicy('demo', emulator);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(policy['connect-src']).not.toContain('https://identitytoolkit.googleapis.com');
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('lets production reach real Firebase and its Google sign-in frame, and upgrades every address to https', () => {
    const policy = contentSecurityPolicy('production', realFirebase);
    expect(policy['connect-src']).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://publi-prod.firebaseapp.com']);
    expect(policy['script-src']).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy).toHaveProperty('upgrade-insecure-requests', []);
  });

  it('refuses plugins and being framed by any site', () => {
    const policy = contentSecurityPolicy('production', realFirebase);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});
