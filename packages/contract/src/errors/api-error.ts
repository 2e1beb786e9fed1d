import { API_ERRORS, type ApiErrorCode } from './api-errors.js';
import type { ErrorBody } from './error-body.schema.js';

/**
 * The error body for `code`, with the registry's message. `fields` is left out when it is
 * missing or empty, so a body never carries a `fields` with nothing to show. `detail` replaces the
 * message when the server knows better ("Não foi possível aceitar a proposta: ela já foi recusada.").
 *
 * @example apiError('CART.USER_ID_REQUIRED') // { error: { code: 'CART.USER_ID_REQUIRED', message: 'Informe o user_id.' } }
 */
export function apiError(code: ApiErrorCode, fields?: Readonly<Record<string, string>>, detail?: string): ErrorBody {
  // `detail` says more than the registry's sentence, such as what changed on a contract (a 409).
  const message = detail ?? API_ERRORS[code].message;
  if (fields === undefined || Object.keys(fields).length === 0) {
    return { error: { code, message } };
  }
  return { error: { code, message, fields: { ...fields } } };
}
