// Test support: the auth emulator's out-of-band codes (the links it would e-mail), read over REST.
import { AUTH_EMULATOR_PROJECT_ID } from '@publi/auth-emulator';

interface OobCode {
  readonly email?: string;
  readonly newEmail?: string;
  readonly requestType?: string;
  readonly oobLink?: string;
}

function emulatorHost(): string {
  const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (host === undefined || host === '') throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run these tests in the adapters-auth-int project.');
  return host;
}

/** The links the emulator "sent" so far (`GET /emulator/v1/projects/<project>/oobCodes`). */
async function oobCodes(): Promise<readonly OobCode[]> {
  const response = await fetch(`http://${emulatorHost()}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes answered HTTP ${String(response.status)}`);
  const body = (await response.json()) as { readonly oobCodes?: readonly OobCode[] };
  return body.oobCodes ?? [];
}

/**
 * Opens the verify-before-update link sent for `newEmail`, as the person would by clicking it in
 * their inbox; fails when no such link was sent.
 */
export async function openEmailChangeLink(newEmail: string): Promise<void> {
  const link = (await oobCodes()).find(
    (code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && (code.newEmail === newEmail || code.email === newEmail),
  )?.oobLink;
  if (link === undefined) throw new Error(`No VERIFY_AND_CHANGE_EMAIL link was sent for ${newEmail}`);
  const response = await fetch(link);
  if (!response.ok) throw new Error(`Opening the e-mail change link answered HTTP ${String(response.status)}`);
}

/** Opens the confirmation link (`sendEmailVerification`) sent to `email`, as the person would; fails when none was sent. */
export async function openConfirmationLink(email: string): Promise<void> {
  const link = (await oobCodes()).find((code) => code.requestType === 'VERIFY_EMAIL' && code.email === email)?.oobLink;
  if (link === undefined) throw new Error(`No VERIFY_EMAIL link was sent to ${email}`);
  const response = await fetch(link);
  if (!response.ok) throw new Error(`Opening the confirmation link answered HTTP ${String(response.status)}`);
}

/** Whether a verify-before-update link was sent for `newEmail`. */
export async function emailChangeLinkSent(newEmail: string): Promise<boolean> {
  return (await oobCodes()).some((code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && (code.newEmail === newEmail || code.email === newEmail));
}
