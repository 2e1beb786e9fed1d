import type { LoggerPort } from '../ports/logger.port.js';

/**
 * Runs a read and, when it fails, logs why and answers `fallback` (SPEC section 8: most read
 * calls log and return nothing), so a screen shows an empty state rather than breaking.
 */
export async function orFallback<T>(logger: LoggerPort, what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.error(what, error);
    return fallback;
  }
}
