const PROBE_TIMEOUT_MS = 1_000;

/**
 * Whether an auth emulator (not just any server) answers at `host` ("127.0.0.1:9099").
 * Its root path answers `{ "authEmulator": { "ready": true } }` once it serves requests.
 */
export async function isAuthEmulatorAt(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok) return false;
    return isReadyBody(await response.json());
  } catch {
    // Refused, timed out or not JSON: nothing usable is there (yet).
    return false;
  }
}

function isReadyBody(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const emulator = body['authEmulator'];
  return isRecord(emulator) && emulator['ready'] === true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
