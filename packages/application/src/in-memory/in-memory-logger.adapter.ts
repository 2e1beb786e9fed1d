import type { LoggerPort } from '../ports/logger.port.js';

/** A logger that keeps what it was told, for tests to read. */
export class InMemoryLogger implements LoggerPort {
  /** Every error logged, in order. */
  readonly errors: { readonly message: string; readonly cause: unknown }[] = [];

  /** Records the error. */
  error(message: string, cause: unknown): void {
    this.errors.push({ message, cause });
  }
}
