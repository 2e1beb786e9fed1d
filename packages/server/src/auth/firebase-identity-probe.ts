import { firebaseErrorCode } from './firebase-error-code.js';
import type { IdentityProbePort } from './identity-probe.port.js';

/** A uid no account has: Firebase answering "no such user" proves it answers, and reads nobody's data. */
const PROBE_UID = 'publi-readiness-probe';

/** How long one answer of the probe stands: load balancers ask every few seconds, per replica. */
export const IDENTITY_PROBE_MEMORY_MS = 5_000;

/**
 * {@link IdentityProbePort} over firebase-admin's `auth.getUser`, the same call sign-ins make.
 * An answer, found or not, means the provider is reachable with this server's credentials.
 */
export function firebaseIdentityProbe(getUser: (uid: string) => Promise<unknown>): IdentityProbePort {
  return async () => {
    try {
      await getUser(PROBE_UID);
    } catch (error) {
      if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
    }
  };
}

/**
 * The probe, its answer (either way) kept for `memoryMs`: a flood of readiness calls then costs
 * the provider one request per interval, and a failure is still seen within it.
 */
export function rememberedFor(probe: IdentityProbePort, memoryMs: number, now: () => number = Date.now): IdentityProbePort {
  let last: { readonly at: number; readonly answer: Promise<void> } | null = null;
  return () => {
    if (last === null || now() - last.at >= memoryMs) last = { at: now(), answer: probe() };
    return last.answer;
  };
}
