import { DOMAIN_ERROR_MESSAGES, type DomainErrorCode } from './domain-error-messages.js';

/**
 * A rule of the domain said no. `code` is stable and safe to branch on;
 * `message` is the pt-BR sentence a person can be shown as it is.
 */
export class DomainError extends Error {
  /** The stable code, for example `POSTAL_CODE.INVALID`. */
  readonly code: DomainErrorCode;

  /** @param code - the rule that failed; the message comes from the registry. */
  constructor(code: DomainErrorCode) {
    super(DOMAIN_ERROR_MESSAGES[code]);
    this.name = 'DomainError';
    this.code = code;
  }
}

/** Whether `value` is a {@link DomainError}, optionally with the given code. */
export function isDomainError(value: unknown, code?: DomainErrorCode): value is DomainError {
  return value instanceof DomainError && (code === undefined || value.code === code);
}
