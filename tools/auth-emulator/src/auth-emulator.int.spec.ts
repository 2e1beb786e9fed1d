import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_EMULATOR_PROJECT_ID,
  authEmulatorGlobalSetup,
  clearAuthEmulatorUsers,
  createTestUserWithToken,
  expiredIdTokenFor,
  isAuthEmulatorAt,
  linkPasswordTestUser,
  signInTestUser,
  signInWithGoogleTestUser,
  signUpTestUser,
  startAuthEmulator,
  type RunningAuthEmulator,
} from './index.js';

// Passed explicitly so the hooks keep it under any project's config (the CLI needs ~17 s).
const STARTUP_TIMEOUT_MS = 120_000;

describe('the auth emulator', () => {
  let emulator: RunningAuthEmulator;
  let host: string;

  beforeAll(async () => {
    // A free port of its own: this run never meets a developer's emulator on 9099, nor another run's.
    emulator = await startAuthEmulator({ port: await freePort() });
    host = emulator.host;
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await emulator.stop();
  }, 30_000);

  it('signs a new user up and in with the right password', async () => {
    const created = await signUpTestUser(host, { email: 'ana@example.com', password: 'senha-123', displayName: 'Ana' });
    const signedIn = await signInTestUser(host, { email: 'ana@example.com', password: 'senha-123' });

    expect(signedIn.uid).toBe(created.uid);
    expect(signedIn.email).toBe('ana@example.com');
    expect(signedIn.idToken.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password', async () => {
    await signUpTestUser(host, { email: 'bia@example.com', password: 'senha-123' });

    await expect(signInTestUser(host, { email: 'bia@example.com', password: 'errada' })).rejects.toThrow(
      /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('forgets every user once cleared', async () => {
    const user = await createTestUserWithToken(host, { password: 'senha-123' });

    await clearAuthEmulatorUsers(host, AUTH_EMULATOR_PROJECT_ID);

    await expect(signInTestUser(host, { email: user.email, password: 'senha-123' })).rejects.toThrow(
      /EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('gives every created user its own e-mail', async () => {
    const [first, second] = await Promise.all([createTestUserWithToken(host), createTestUserWithToken(host)]);

    expect(first.email).not.toBe(second.email);
    expect(first.uid).not.toBe(second.uid);
  });

  describe('seen by firebase-admin', () => {
    let app: App;
    let previousHost: string | undefined;

    beforeAll(() => {
      previousHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
      process.env['FIREBASE_AUTH_EMULATOR_HOST'] = host;
      app = initializeApp({ projectId: AUTH_EMULATOR_PROJECT_ID }, `auth-emulator-spec-${String(Date.now())}`);
    });

    afterAll(async () => {
      await deleteApp(app);
      if (previousHost === undefined) delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
      else process.env['FIREBASE_AUTH_EMULATOR_HOST'] = previousHost;
    });

    it("accepts the emulator's ID token", async () => {
      const user = await createTestUserWithToken(host);

      const decoded = await getAuth(app).verifyIdToken(user.idToken);

      expect(decoded.uid).toBe(user.uid);
      expect(decoded.email).toBe(user.email);
    });

    it('rejects an expired token as expired', async () => {
      const user = await createTestUserWithToken(host);

      await expect(getAuth(app).verifyIdToken(expiredIdTokenFor(user.uid))).rejects.toMatchObject({
        code: 'auth/id-token-expired',
      });
    });

    it('signs a Google-only account in, without a password until one is linked', async () => {
      const providers = async (uid: string) => (await getAuth(app).getUser(uid)).providerData.map((p) => p.providerId).sort();
      const google = await signInWithGoogleTestUser(host);

      expect((await getAuth(app).verifyIdToken(google.idToken)).uid).toBe(google.uid);
      expect(await providers(google.uid)).toEqual(['google.com']);

      const linked = await linkPasswordTestUser(host, google, 'senha-123');

      expect(linked.uid).toBe(google.uid);
      expect(await providers(google.uid)).toEqual(['google.com', 'password']);
      expect((await signInTestUser(host, { email: google.email, password: 'senha-123' })).uid).toBe(google.uid);
    });

    it("stops accepting a token once its user is gone, since it looks the user up on the emulator", async () => {
      const user = await createTestUserWithToken(host);

      await clearAuthEmulatorUsers(host);

      await expect(getAuth(app).verifyIdToken(user.idToken)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    });
  });

  it('reuses an emulator already on the port, and leaves it running', async () => {
    const again = await startAuthEmulator({ port: portOf(host) });
    await again.stop();

    expect(again.host).toBe(host);
    expect(await isAuthEmulatorAt(host)).toBe(true);
  });

  it('serves as a Vitest globalSetup that provides the host', async () => {
    const provided = new Map<string, unknown>();
    const previous = { port: process.env['AUTH_EMULATOR_PORT'], host: process.env['FIREBASE_AUTH_EMULATOR_HOST'] };
    process.env['AUTH_EMULATOR_PORT'] = String(portOf(host));
    try {
      const teardown = await authEmulatorGlobalSetup({ provide: (key, value) => provided.set(key, value) });
      expect(provided.get('authEmulatorHost')).toBe(host);
      expect(process.env['FIREBASE_AUTH_EMULATOR_HOST']).toBe(host);

      await teardown();
      expect(process.env['FIREBASE_AUTH_EMULATOR_HOST']).toBe(previous.host);
      expect(await isAuthEmulatorAt(host)).toBe(true);
    } finally {
      if (previous.port === undefined) delete process.env['AUTH_EMULATOR_PORT'];
      else process.env['AUTH_EMULATOR_PORT'] = previous.port;
    }
  });

  it('frees its port once stopped', async () => {
    await emulator.stop();

    expect(await isAuthEmulatorAt(host)).toBe(false);
    await expect(canListenOn(portOf(host))).resolves.toBe(true);
  });
});

describe('startAuthEmulator on a port something else holds', () => {
  it("fails fast with the CLI's last output", async () => {
    const server = createHttpServer((_request, response) => response.writeHead(404).end());
    const port = await listen(server);
    try {
      await expect(startAuthEmulator({ port })).rejects.toThrow(/exited[\s\S]*Last CLI output:[\s\S]*not open/);
    } finally {
      server.close();
    }
  }, STARTUP_TIMEOUT_MS);
});

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function canListenOn(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

async function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no TCP address.');
  return address.port;
}

function portOf(host: string): number {
  return Number(host.split(':')[1]);
}
