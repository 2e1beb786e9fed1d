import type { DemoEmail, EmailPort, EmailPreference, EmailPreferenceChange, UnsubscribeLink } from '@publi/application';
import { emailRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { demoEmailFromWire, emailPreferencesFromWire, emailPreferencesToWire, unsubscribeFromWire } from './mappers/email.mapper.js';
import { requestApi } from './request-api.js';

/**
 * {@link EmailPort} over the e-mail routes. The unsubscribe routes take no sign-in: the link's
 * token says whose e-mail it is. The shared client still sends a signed-in person's token
 * along; the server reads no identity on those routes, so a link opened in someone else's
 * session turns off the link's person's e-mail, never the session's.
 */
export class AxiosEmailAdapter implements EmailPort {
  constructor(private readonly client: AxiosInstance) {}

  async getPreferences(): Promise<readonly EmailPreference[]> {
    return emailPreferencesFromWire(await requestApi(this.client, emailRoutes.getEmailPreferences));
  }

  async updatePreferences(changes: readonly EmailPreferenceChange[]): Promise<readonly EmailPreference[]> {
    return emailPreferencesFromWire(await requestApi(this.client, emailRoutes.updateEmailPreferences, { body: emailPreferencesToWire(changes) }));
  }

  async readUnsubscribe(token: string): Promise<UnsubscribeLink> {
    return unsubscribeFromWire(await requestApi(this.client, emailRoutes.readUnsubscribe, { query: { token } }));
  }

  async unsubscribe(token: string): Promise<UnsubscribeLink> {
    return unsubscribeFromWire(await requestApi(this.client, emailRoutes.unsubscribe, { query: { token } }));
  }

  async listDemoEmails(): Promise<readonly DemoEmail[]> {
    return (await requestApi(this.client, emailRoutes.listDemoEmails)).map(demoEmailFromWire);
  }
}
