import { ApiError, type ApiResponse } from '@pagarme/pagarme-nodejs-sdk';
import { ProviderUnansweredError, ProviderUnavailableError } from '../../ports/payment-provider.port.js';

// Failures before Pagar.me could read the request: it certainly did nothing.
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID']);

/**
 * The result of an SDK call, or the port's errors for what Publi cannot tell apart from a lost
 * call: a 503 or an unreachable API is `ProviderUnavailableError` (nothing was done); a timeout,
 * a broken connection, another 5xx or an answer the SDK cannot read is `ProviderUnansweredError`
 * (it may have acted: Publi repeats it with the same idempotency key). A 401/403 is Publi's
 * misconfiguration (a plain error, a 500). Other 4xx are thrown as the SDK's `ApiError` for the
 * caller to read ({@link refusalOf}).
 */
export async function resultOf<T>(call: Promise<ApiResponse<T>>): Promise<T> {
  try {
    return (await call).result;
  } catch (error) {
    throw translated(error);
  }
}

function translated(error: unknown): unknown {
  if (error instanceof ApiError) {
    if (error.statusCode === 503) return new ProviderUnavailableError(new Error('Pagar.me answered 503'));
    if (error.statusCode >= 500) return new ProviderUnansweredError(new Error(`Pagar.me answered ${String(error.statusCode)}`));
    if (error.statusCode === 401 || error.statusCode === 403) return new Error(`Pagar.me refused Publi's secret key (${String(error.statusCode)}): check PAGARME_SECRET_KEY`);
    return error;
  }
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && NEVER_REACHED.has(code)) return new ProviderUnavailableError(error);
  return new ProviderUnansweredError(error);
}

/** A 4xx's status and text (its message and field errors), or null for any other error. */
export function refusalOf(error: unknown): { readonly status: number; readonly text: string } | null {
  if (!(error instanceof ApiError) || error.statusCode >= 500) return null;
  const result: unknown = error.result;
  const text = typeof result === 'object' && result !== null ? JSON.stringify(result) : typeof error.body === 'string' ? error.body : error.message;
  return { status: error.statusCode, text };
}

/** Whether `error` is Pagar.me's 404 (an id or code it does not know). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}
