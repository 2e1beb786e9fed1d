import type { ApiErrorCode } from '@publi/contract';

/**
 * A failure the caller should hear about: a stable code from the contract's registry, which
 * fixes the HTTP status and the pt-BR message, optional per-field messages, and an optional
 * `detail` that says more than the registry's message (what changed on a contract, for a 409).
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly fields?: Readonly<Record<string, string>>,
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
