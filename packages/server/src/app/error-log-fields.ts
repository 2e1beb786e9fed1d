// A database error carries what was being written: Drizzle's query error has the statement's
// parameters (`params`, repeated in its message), and PostgreSQL's own errors name values in
// their message and `detail` (`invalid input syntax for type integer: "…"`, `Key (cpf)=(…)`, or
// whatever a trigger raised). A failed bank-data write would put the account number in the log,
// so an error is logged from what names the failure (SQLSTATE, constraint, table, the statement
// with its placeholders), never from what carries data.

/** Errors inside errors followed for the log (`cause`); deeper ones are left out. */
const MAX_CAUSES = 4;

/** PostgreSQL's fields that name the failing object, never a value. */
const NAMING_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/** What a log line holds of an error (the shape pino's `err` serializer answers). */
export interface LoggedError {
  readonly type: string;
  readonly message: string;
  readonly stack: string;
  readonly [name: string]: unknown;
}

/** What a log line holds of an error: its type, a message without data, names, the stack's frames and its causes. */
export function errorLogFields(error: unknown, depth = 0, loggedQuery?: string): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields: Record<string, unknown> = {};
  for (const name of NAMING_FIELDS) {
    const value: unknown = Reflect.get(error, name);
    if (typeof value === 'string') fields[name] = value;
  }
  const query: unknown = Reflect.get(error, 'query');
  // PGlite repeats Drizzle's statement on its own error: once is enough.
  if (typeof query === 'string' && query !== loggedQuery) fields['query'] = query;
  const cause: unknown = Reflect.get(error, 'cause');
  if (cause !== undefined && depth < MAX_CAUSES) fields['cause'] = errorLogFields(cause, depth + 1, typeof query === 'string' ? query : loggedQuery);
  return { type: error.name, message: messageWithoutData(error), stack: framesOf(error.stack ?? ''), ...fields };
}

function messageWithoutData(error: Error): string {
  // PostgreSQL's (pg and PGlite alike): its SQLSTATE and the names beside it say what failed.
  const code: unknown = Reflect.get(error, 'code');
  if (typeof code === 'string' && SQLSTATE.test(code)) return `PostgreSQL error ${code}`;
  // Drizzle's: "Failed query: <statement>\nparams: <values>".
  if ('params' in error) return error.message.split('\nparams:', 1)[0] ?? '';
  return error.message;
}

// Five characters with a digit: a SQLSTATE (`23505`, `P0001`, `XX000`), never a Node code such as `EPIPE`.
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

/** The stack without its first lines, which repeat the message. */
function framesOf(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
