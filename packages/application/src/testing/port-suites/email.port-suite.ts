import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS } from '../../model/email.model.js';
import type { EmailPort } from '../../ports/email.port.js';
import { expectRefusal, type PortSuite, type PortSuiteWorld } from './port-suite-world.js';

/** What the e-mail scenarios need: the adapter. */
export interface EmailSuiteWorld extends PortSuiteWorld {
  readonly email: EmailPort;
}

/** {@link EmailPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const emailPortSuite: PortSuite<EmailSuiteWorld> = (world) => {
  describe('EmailPort', () => {
    it('starts with every kind on and security locked, keeps a kind turned off, and changes only what was sent', async () => {
      const w = world();
      await w.signUp('brand', 'Rita Gomes');
      const first = await w.email.getPreferences();
      expect(first.map((preference) => preference.kind)).toEqual([...EMAIL_KINDS]);
      expect(first.every((preference) => preference.email)).toBe(true);
      expect(first.filter((preference) => preference.locked).map((preference) => preference.kind)).toEqual(['security']);
      const saved = await w.email.updatePreferences([{ kind: 'proposal', email: false }]);
      expect(saved.find((preference) => preference.kind === 'proposal')?.email).toBe(false);
      expect(saved.filter((preference) => !preference.email).map((preference) => preference.kind)).toEqual(['proposal']);
      expect(await w.email.getPreferences()).toEqual(saved);
    });

    it('refuses to turn the security e-mails off, and each person reads only their own switches', async () => {
      const w = world();
      await w.signUp('creator', 'Ana Souza');
      await expectRefusal(w.email.updatePreferences([{ kind: 'security', email: false }]), 'EMAIL.SECURITY_LOCKED');
      await w.email.updatePreferences([{ kind: 'payout', email: false }]);
      await w.signUp('brand', 'Café Recife');
      expect((await w.email.getPreferences()).every((preference) => preference.email)).toBe(true);
    });

    it('refuses the switches and the demo mailbox without a token, and a link that is not one, signed out', async () => {
      const w = world();
      w.actAs(null);
      await expectRefusal(w.email.getPreferences(), 'AUTH.TOKEN_MISSING', 'Entre na sua conta para continuar.');
      await expectRefusal(w.email.updatePreferences([{ kind: 'proposal', email: false }]), 'AUTH.TOKEN_MISSING');
      await expectRefusal(w.email.listDemoEmails(), 'AUTH.TOKEN_MISSING');
      const invalid = 'Este link de descadastro não vale mais. Escolha seus e-mails em Perfil > Notificações.';
      await expectRefusal(w.email.readUnsubscribe('nao-e-um-link'), 'EMAIL.UNSUBSCRIBE_INVALID', invalid);
      await expectRefusal(w.email.unsubscribe('nao-e-um-link'), 'EMAIL.UNSUBSCRIBE_INVALID', invalid);
    });
  });
};
