import { NOTIFICATION_KINDS } from '@publi/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText } from './hostile-text.arbitrary.js';
import { composeNoticeEmail, type NoticeEmailInput } from './compose-notice-email.js';

const aNotice = (overrides: Partial<NoticeEmailInput> = {}): NoticeEmailInput => ({
  recipientName: 'Ana Souza',
  kind: 'counter_offer',
  title: 'Contraproposta recebida',
  body: 'A criadora pediu R$ 1.700,00 até 03/02.',
  link: '/contratos/31',
  publicUrl: 'https://publi.exemplo.com.br',
  unsubscribeUrl: 'https://publi.exemplo.com.br/email/descadastrar?token=7.counter_offer.abc',
  ...overrides,
});

const lessThans = (html: string) => html.split('<').length - 1;
const lineBreaks = (text: string) => text.split(/\r?\n/).length - 1;

describe('composeNoticeEmail', () => {
  it('names the notice in the subject, greets by first name, and leads to the absolute link in both parts', () => {
    const email = composeNoticeEmail(aNotice());
    expect(email.subject).toBe('Contraproposta recebida · Publi');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Olá, Ana,');
      expect(part).toContain('https://publi.exemplo.com.br/contratos/31');
      expect(part).toContain('A criadora pediu R$ 1.700,00 até 03/02.');
    }
    expect(email.html).toContain('<html lang="pt-BR">');
    expect(email.html).toContain('href="https://publi.exemplo.com.br/contratos/31"');
  });

  it("carries the kind's one-click unsubscribe and the preferences page in both parts", () => {
    const email = composeNoticeEmail(aNotice());
    for (const part of [email.text, email.html]) {
      expect(part).toContain('https://publi.exemplo.com.br/email/descadastrar?token=7.counter_offer.abc');
      expect(part).toContain('https://publi.exemplo.com.br/perfil/notificacoes');
      expect(part).toContain('contrapropostas');
    }
  });

  it('leaves the unsubscribe out when it has none, keeping the preferences page', () => {
    const email = composeNoticeEmail(aNotice({ unsubscribeUrl: null }));
    expect(email.text).not.toContain('Descadastrar');
    expect(email.html).not.toContain('Descadastrar');
    expect(email.text).toContain('https://publi.exemplo.com.br/perfil/notificacoes');
  });

  it('greets plainly an account without a name', () => {
    expect(composeNoticeEmail(aNotice({ recipientName: '  ' })).text.startsWith('Olá,\n')).toBe(true);
  });

  it('uses no outside asset: no image, style sheet or script', () => {
    expect(composeNoticeEmail(aNotice()).html).not.toMatch(/<img|<link|<script|url\(/i);
  });

  it('escapes whatever a person wrote in the HTML, and keeps it verbatim in the text part', () => {
    const anyText = hostileText(120);
    fc.assert(
      fc.property(anyText, anyText, anyText, fc.constantFrom(...NOTIFICATION_KINDS), fc.nat(), (body, title, recipientName, kind, id) => {
        const link = `/contratos/${id}`;
        const email = composeNoticeEmail(aNotice({ body, title, recipientName, kind, link }));
        const plain = composeNoticeEmail(aNotice({ body: 'x', title: 'x', recipientName: 'x', kind, link }));
        // Every `<` of the HTML is the template's, or a line break of the body made `<br>`: none is the person's.
        expect(lessThans(email.html)).toBe(lessThans(plain.html) + lineBreaks(body));
        expect(email.text).toContain(body);
        expect(email.text).toContain(`https://publi.exemplo.com.br${link}`);
      }),
    );
  });
});
