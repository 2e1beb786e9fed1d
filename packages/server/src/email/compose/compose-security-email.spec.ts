import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from './hostile-text.arbitrary.js';
import { composeSecurityEmail, type SecurityEvent } from './compose-security-email.js';

const EVENTS: readonly SecurityEvent[] = ['sign_in', 'password_changed', 'bank_data_changed'];
const publicUrl = 'https://publi.exemplo.com.br';

describe('composeSecurityEmail', () => {
  it("says what happened on São Paulo's clock, and what to do if it was not the owner", () => {
    const email = composeSecurityEmail({ recipientName: 'João da Silva', event: 'sign_in', at: new Date('2026-11-26T13:05:00Z'), publicUrl });
    expect(email.subject).toBe('Novo acesso à sua conta · Publi');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Olá, João,');
      expect(part).toContain('26/11/2026 10:05');
      expect(part).toContain('Não foi você?');
      expect(part).toContain('https://publi.exemplo.com.br/perfil/atividade');
    }
    expect(email.html).toContain('<html lang="pt-BR">');
  });

  it('names each event, and never offers an unsubscribe', () => {
    const subjects = EVENTS.map((event) => composeSecurityEmail({ recipientName: 'Ana', event, at: new Date('2026-01-01T03:00:00Z'), publicUrl }));
    expect(subjects.map((email) => email.subject)).toEqual(['Novo acesso à sua conta · Publi', 'Sua senha foi trocada · Publi', 'Seus dados bancários mudaram · Publi']);
    for (const email of subjects) {
      expect(email.text).toContain('01/01/2026 00:00');
      expect(email.text).not.toContain('unsubscribe');
      expect(email.text).not.toContain('/perfil/notificacoes');
    }
  });

  it("escapes the person's name in the HTML", () => {
    fc.assert(
      fc.property(hostileText(60), fc.constantFrom(...EVENTS), (recipientName, event) => {
        const at = new Date('2026-05-05T12:00:00Z');
        const html = composeSecurityEmail({ recipientName, event, at, publicUrl }).html;
        const plain = composeSecurityEmail({ recipientName: 'x', event, at, publicUrl }).html;
        expect(html.split('<').length).toBe(plain.split('<').length);
      }),
    );
  });
});
