import type { z } from 'zod';
import { apiError } from '../errors/api-error.js';
import { API_ERRORS, type ApiErrorCode } from '../errors/api-errors.js';
import type { ErrorBody } from '../errors/error-body.schema.js';
import { dotPath, fieldMessagesOf } from './field-messages.js';

type RequiredFieldCodes = Readonly<Partial<Record<string, ApiErrorCode>>>;

// "Missing" is a wrong type (undefined) or an empty text; a present but malformed value is
// an ordinary invalid field.
const MISSING_CODES: ReadonlySet<string> = new Set(['invalid_type', 'too_small']);

function requiredFieldCode(issues: readonly z.core.$ZodIssue[], codes: RequiredFieldCodes): ApiErrorCode | undefined {
  for (const issue of issues) {
    const code = codes[dotPath(issue.path)];
    if (code !== undefined && MISSING_CODES.has(issue.code)) return code;
  }
  return undefined;
}

/** An answer to a request that failed validation: its HTTP status and error body. */
export interface RequestError {
  readonly status: number;
  readonly error: ErrorBody;
}

/**
 * The answer for a request that failed validation: `REQUEST.INVALID` (400) with the pt-BR
 * message of each field, or the route's own code when one of its `requiredFieldCodes`
 * fields is missing (`CART.USER_ID_REQUIRED`), still with every field's message.
 */
export function requestError(issues: readonly z.core.$ZodIssue[], requiredFieldCodes: RequiredFieldCodes = {}): RequestError {
  const code = requiredFieldCode(issues, requiredFieldCodes) ?? 'REQUEST.INVALID';
  return { status: API_ERRORS[code].status, error: apiError(code, fieldMessagesOf(issues)) };
}
