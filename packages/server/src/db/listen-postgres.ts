import pg from 'pg';

/** How long to wait before connecting again after the listening connection broke. */
const RECONNECT_MS = 1_000;

/**
 * `LISTEN channel` on a connection of its own, outside the pool: a pooled connection would go
 * back to the pool and stop listening. When the connection breaks (a restart, a failover) it
 * connects again and tells `onPayload(null)` so listeners catch up on what they missed.
 *
 * @returns the function that stops listening and closes the connection.
 */
export async function listenOnDedicatedConnection(
  connectionString: string,
  channel: string,
  onPayload: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      // The 'end' handler below reconnects; an error without it would crash the process.
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const reconnect = async (): Promise<void> => {
    try {
      await connect();
      onPayload(null);
    } catch {
      if (!stopped) retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end();
  };
}
