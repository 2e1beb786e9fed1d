import { formatDateTime } from '@publi/domain';
import type { ComposedEmail } from './composed-email.js';
import { htmlOf, textOf } from './email-layout.js';

/** What happened to the account: each always mails, and cannot be turned off. */
export type SecurityEvent = 'sign_in' | 'password_changed' | 'bank_data_changed';

/** A security event to tell its account's owner of. */
export interface SecurityEmailInput {
  readonly recipientName: string;
  readonly event: SecurityEvent;
  /** When it happened (shown on São Paulo's clock). */
  readonly at: Date;
  /** The site's address without a trailing slash (`EmailSetup.publicUrl`). */
  readonly publicUrl: string;
}

/** The security history, where a person sees every sign-in and change and can act on one they do not recognise. */
export const SECURITY_HISTORY_PATH = '/perfil/atividade';

const EVENTS: Readonly<Record<SecurityEvent, { readonly title: string; readonly happened: string; readonly action: string }>> = {
  sign_in: { title: 'Novo acesso à sua conta', happened: 'Alguém entrou na sua conta da Publi', action: 'Ver o histórico de segurança' },
  password_changed: { title: 'Sua senha foi trocada', happened: 'A senha da sua conta da Publi foi trocada', action: 'Ver o histórico de segurança' },
  bank_data_changed: { title: 'Seus dados bancários mudaram', happened: 'Os dados bancários da sua conta da Publi foram alterados', action: 'Ver o histórico de segurança' },
};

/** A security event's e-mail in pt-BR: what happened and when, and what to do if it was not the owner. No unsubscribe: these always arrive. */
export function composeSecurityEmail(input: SecurityEmailInput): ComposedEmail {
  const event = EVENTS[input.event];
  const subject = `${event.title} · Publi`;
  const history = `${input.publicUrl}${SECURITY_HISTORY_PATH}`;
  const content = {
    subject,
    recipientName: input.recipientName,
    title: event.title,
    paragraphs: [`${event.happened} em ${formatDateTime(input.at)} (horário de Brasília).`, 'Se foi você, não precisa fazer nada.'],
    action: { label: event.action, url: history },
    footer: [
      { text: 'Não foi você? Troque sua senha agora e confira seus dados no histórico de segurança:', link: { label: 'Histórico de segurança', url: history } },
      { text: 'Os e-mails de segurança não podem ser desligados: eles protegem a sua conta.' },
    ],
  };
  return { subject, text: textOf(content), html: htmlOf(content) };
}
