import { ProviderUnansweredError, ProviderUnavailableError } from '../ports/payment-provider.port.js';

// Failures that happen before a provider could read the request (no route, no name, a TLS
// handshake refused): it certainly did nothing.
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'ERR_TLS_CERT_ALTNAME_INVALID', 'SELF_SIGNED_CERT_IN_CHAIN']);

/**
 * A failed connection to a payment provider in the port's words: `ProviderUnavailableError` when
 * the request never reached it (nothing was done), `ProviderUnansweredError` otherwise (a timeout,
 * a broken connection: it may have acted, and Publi repeats the call with the same key).
 */
export function connectionFailure(error: unknown): ProviderUnavailableError | ProviderUnansweredError {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return code !== undefined && NEVER_REACHED.has(code) ? new ProviderUnavailableError(error) : new ProviderUnansweredError(error);
}

/**
 * A provider's 5xx in the port's words: a 503 refused before acting (`ProviderUnavailableError`),
 * any other may come after it acted (`ProviderUnansweredError`); null for any other status.
 */
export function serverFailure(status: number, who: string): ProviderUnavailableError | ProviderUnansweredError | null {
  if (status === 503) return new ProviderUnavailableError(new Error(`${who} answered 503`));
  if (status >= 500) return new ProviderUnansweredError(new Error(`${who} answered ${String(status)}`));
  return null;
}
