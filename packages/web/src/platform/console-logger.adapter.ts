import { isApplicationError, type LoggerPort } from '@publi/application';

/**
 * Logs to the browser console. Only the error's code and message go out, never the request it
 * came from: axios errors carry the Authorization header, and that is a login token.
 */
export class ConsoleLoggerAdapter implements LoggerPort {
  error(message: string, cause: unknown): void {
    const detail = isApplicationError(cause) ? `${cause.code}: ${cause.message}` : cause instanceof Error ? cause.message : String(cause);
    console.error(`${message} (${detail})`);
  }
}
