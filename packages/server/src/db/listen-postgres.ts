import pg from 'pg';

/** How long to wait before connecting again after the listening connection broke. */
const RECONNECT_MS = 1_000;

/**
 * `LISTEN channel` on a connection of its own, outside the pool: a pooled connection would go
 * back to the pool and stop listening. When the connection breaks (a restart, a failover, a
 * terminated backend) it tells `onLost` at once, connects again every second, and once
 * listening again tells `onPayload(null)` so listeners catch up on what they missed.
 *
 * @returns the function that stops listening and closes the connection, including one still
 *   being opened.
 */
export async function listenOnDedicatedConnection(
  connectionString: string,
  channel: string,
  onPayload: (payload: string | null) => void,
  onLost: () => void = () => undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let reconnecting: Promise<void> | undefined;

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
      onLost();
      retry = setTimeout(reconnect, RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // A connection that opened but could not listen would otherwise stay open, unowned.
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const reconnect = (): void => {
    reconnecting = connect().then(
      () => {
        if (!stopped) onPayload(null);
      },
      () => {
        if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    // An attempt under way closes its own connection once it sees `stopped`.
    await reconnecting;
    const open = client;
    client = null;
    await open?.end();
  };
}
