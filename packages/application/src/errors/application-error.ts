import { APPLICATION_ERROR_MESSAGES, type ApplicationErrorCode } from './application-error-messages.js';

/**
 * What use cases and adapters throw: a stable `code` to branch on and a pt-BR `message` to
 * show. `code` is one of ours or a server code passed through (`CART.NOT_FOUND`); `message` is
 * then the server's own message, which SPEC section 8 prefers. `fields` carries per-field
 * messages for forms.
 */
export class ApplicationError extends Error {
  /** @param message - defaults to the registry's message for our own codes. */
  constructor(
    readonly code: ApplicationErrorCode | (string & {}),
    message?: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message ?? (code in APPLICATION_ERROR_MESSAGES ? APPLICATION_ERROR_MESSAGES[code as ApplicationErrorCode] : code));
    this.name = 'ApplicationError';
  }
}

/** Whether `value` is an {@link ApplicationError}, optionally with the given code. */
export function isApplicationError(value: unknown, code?: string): value is ApplicationError {
  return value instanceof ApplicationError && (code === undefined || value.code === code);
}
