/**
 * A reason the server will not start that the operator can fix: its message is one line,
 * printed alone (no stack), saying what is wrong and what to do.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
