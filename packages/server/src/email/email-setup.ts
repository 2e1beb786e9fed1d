/** What e-mails need from the deployment: where their links lead, and the key that signs them. */
export interface EmailSetup {
  /** The site's address, without a trailing slash, for every link an e-mail carries (`PUBLIC_URL`). */
  readonly publicUrl: string;
  /** Signs the one-click unsubscribe links, so nobody can turn off another person's e-mail (`EMAIL_LINK_SECRET`). */
  readonly linkSecret: string;
}

/**
 * The demo's and the tests' setup: the site on this machine, and a key anyone may read (a demo's
 * links protect nothing real). Production refuses to start without its own (`server-config.ts`).
 */
export const DEMO_EMAIL_SETUP: EmailSetup = { publicUrl: 'http://127.0.0.1:3000', linkSecret: 'publi-demo-email-links' };
