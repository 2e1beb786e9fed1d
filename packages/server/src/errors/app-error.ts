import type { ApiErrorCode } from '@publi/contract';

/**
 * A failure the caller should hear about: a stable code from the contract's registry, which
 * fixes the HTTP status and the pt-BR message, and optional per-field messages.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
