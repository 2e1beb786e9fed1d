import { ApiError, type ApiResponse } from '@pagarme/pagarme-nodejs-sdk';
import { connectionFailure, serverFailure } from '../provider-connection-errors.js';


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
    const failed = serverFailure(error.statusCode, 'Pagar.me');
    if (failed !== null) return failed;
    if (error.statusCode === 401 || error.statusCode === 403) return new Error(`Pagar.me refused Publi's secret key (${String(error.statusCode)}): check PAGARME_SECRET_KEY`);
    return error;
  }
  return connectionFailure(error);
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
