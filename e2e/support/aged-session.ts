import type { Page } from '@playwright/test';

const TOKEN_COOKIE = 'userToken';
/** The stack's auth emulator (scripts/start-stack.mjs) and the project the server checks tokens for. */
const EMULATOR = `http://127.0.0.1:${process.env['E2E_AUTH_EMULATOR_PORT'] ?? '9199'}`;
const PROJECT_ID = 'demo-publi';

/**
 * Makes the signed-in session of `page` look `hours` old to the server, as if the person had
 * signed in that long ago and left the tab open: the `userToken` cookie's ID token gets an
 * earlier `auth_time`. The stack runs on the auth emulator, whose ID tokens are unsigned, so
 * this is the token the emulator would have issued then. firebase-admin checks an emulator
 * token against the account's `validSince` (the time before which its tokens are revoked), so
 * that moves back too, through the emulator's admin API, as if the account were older. The
 * server then asks for a recent sign-in before money moves, and "Confirme que é você" signs in
 * again for real against the emulator.
 */
export async function ageSession(page: Page, hours: number): Promise<void> {
  const context = page.context();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === TOKEN_COOKIE);
  if (cookie === undefined) throw new Error('ageSession: nobody is signed in on this page');
  const [header, payload] = decodeURIComponent(cookie.value).split('.');
  if (header === undefined || payload === undefined) throw new Error('ageSession: the cookie holds no ID token');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const signedInAt = Math.floor(Date.now() / 1000) - hours * 3600;
  const moved = await page.request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    headers: { Authorization: 'Bearer owner' },
    data: { localId: claims['sub'], validSince: String(signedInAt - 3600) },
  });
  if (!moved.ok()) throw new Error(`ageSession: the emulator refused to age the account (${String(moved.status())})`);
  const aged = { ...claims, auth_time: signedInAt };
  await context.addCookies([{ ...cookie, value: encodeURIComponent(`${header}.${Buffer.from(JSON.stringify(aged)).toString('base64url')}.`) }]);
}
