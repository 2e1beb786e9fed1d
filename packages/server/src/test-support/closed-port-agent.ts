import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { connect, createServer, type AddressInfo } from 'node:net';

/** A local port nothing listens on: taken from the system, then let go. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * An agent whose every connection goes to `port` on this machine, where nothing listens, whatever
 * address the request names: the network to the identity provider down, as firebase-admin sees it
 * (its key URL is fixed; the agent is the app's `httpAgent`). `https` for Google, `http` for the emulator.
 */
export function closedPortAgent(protocol: 'http' | 'https', port: number): HttpAgent {
  const toClosedPort = () => connect(port, '127.0.0.1');
  return protocol === 'https'
    ? Object.assign(new HttpsAgent({ keepAlive: false }), { createConnection: toClosedPort })
    : Object.assign(new HttpAgent({ keepAlive: false }), { createConnection: toClosedPort });
}
