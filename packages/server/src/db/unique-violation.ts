const UNIQUE_VIOLATION = '23505';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/**
 * The constraint a unique violation broke, or undefined when `error` is something else.
 * Drizzle wraps the driver's error in `cause`; PGlite and node-postgres both report
 * SQLSTATE 23505 and the constraint's name.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current !== undefined && depth < 4; current = field(current, 'cause'), depth += 1) {
    if (field(current, 'code') === UNIQUE_VIOLATION) {
      const constraint = field(current, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return undefined;
}
