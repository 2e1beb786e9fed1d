/** An error answer from the emulator's REST API. */
export class AuthEmulatorRequestError extends Error {
  override readonly name = 'AuthEmulatorRequestError';

  /**
   * @param status - the HTTP status.
   * @param reason - the Identity Toolkit error message, such as `INVALID_PASSWORD` or `EMAIL_EXISTS`.
   */
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`${operation} failed with HTTP ${status}: ${reason}`);
  }
}

/** Sends a request to the emulator at `host` and returns its JSON body (`{}` when empty). */
export async function callEmulator(
  host: string,
  operation: string,
  method: 'POST' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const init: RequestInit = { method, signal: AbortSignal.timeout(10_000), headers };
  if (body !== undefined) {
    init.headers = { ...headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`http://${host}${path}`, init);
  const text = await response.text();
  const parsed: unknown = text === '' ? {} : JSON.parse(text);
  const json = isRecord(parsed) ? parsed : {};
  if (!response.ok) throw new AuthEmulatorRequestError(operation, response.status, errorReason(json, text));
  return json;
}

/** Reads a string field of an emulator answer, failing loudly when the emulator left it out. */
export function stringField(json: Record<string, unknown>, field: string, operation: string): string {
  const value = json[field];
  if (typeof value !== 'string') throw new Error(`${operation}: the emulator's answer has no "${field}".`);
  return value;
}

function errorReason(json: Record<string, unknown>, text: string): string {
  const error = json['error'];
  if (isRecord(error) && typeof error['message'] === 'string') return error['message'];
  return text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
