import type { EmailPreference, EmailPreferenceChange } from '../model/email.model.js';
import type { EmailPort } from '../ports/email.port.js';

/** `/perfil/notificacoes`: reads and changes which e-mails the signed-in person gets. */
export class EmailPreferencesUseCase {
  /** @param email - the e-mail port. */
  constructor(private readonly email: EmailPort) {}

  /** Every switch, in `EMAIL_KINDS`' order. */
  load(): Promise<readonly EmailPreference[]> {
    return this.email.getPreferences();
  }

  /** Saves the switches that differ from `saved` (locked ones are never sent) and answers them all as the server holds them now. */
  save(saved: readonly EmailPreference[], wanted: readonly EmailPreferenceChange[]): Promise<readonly EmailPreference[]> {
    const changes = wanted
      .filter((change) => saved.some((preference) => preference.kind === change.kind && !preference.locked && preference.email !== change.email))
      .map(({ kind, email }) => ({ kind, email }));
    if (changes.length === 0) return Promise.resolve(saved);
    return this.email.updatePreferences(changes);
  }
}
