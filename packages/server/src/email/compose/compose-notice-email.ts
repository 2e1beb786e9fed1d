import type { NotificationKind } from '@publi/contract';
import { EMAIL_KIND_LABELS } from '../email-kind-labels.js';
import { emailKindOf } from '../email-kind-of.js';
import type { ComposedEmail } from './composed-email.js';
import { htmlOf, textOf, type FooterLine } from './email-layout.js';

/** Where a person chooses which e-mails arrive. */
export const EMAIL_PREFERENCES_PATH = '/perfil/notificacoes';

/** A notification to put in an e-mail: what the bell says, and where its links lead. */
export interface NoticeEmailInput {
  readonly recipientName: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** The screen it leads to, a path of the site such as `/contratos/31`. */
  readonly link: string;
  /** The site's address without a trailing slash (`EmailSetup.publicUrl`). */
  readonly publicUrl: string;
  /**
   * The footer's unsubscribe link for this kind and person, or null for none: `unsubscribePageUrl`
   * (the web's page, which asks for the click), while `unsubscribeUrl` goes in `List-Unsubscribe`.
   */
  readonly unsubscribeUrl: string | null;
}

/** A notification's e-mail in pt-BR: the greeting, the notice, its link as a button, and how to stop this kind. */
export function composeNoticeEmail(input: NoticeEmailInput): ComposedEmail {
  const subject = `${input.title} · Publi`;
  const emailKind = emailKindOf(input.kind);
  const footer: FooterLine[] = [];
  if (emailKind !== null) footer.push({ text: `Você recebe este e-mail porque os avisos de ${EMAIL_KIND_LABELS[emailKind]} estão ligados.` });
  if (input.unsubscribeUrl !== null) footer.push({ text: 'Não quer mais estes avisos por e-mail?', link: { label: 'Descadastrar com um clique', url: input.unsubscribeUrl } });
  footer.push({ text: 'Escolha quais e-mails receber em', link: { label: 'Perfil > Notificações', url: `${input.publicUrl}${EMAIL_PREFERENCES_PATH}` } });
  const content = {
    subject,
    recipientName: input.recipientName,
    title: input.title,
    paragraphs: [input.body],
    action: { label: 'Ver na Publi', url: `${input.publicUrl}${input.link}` },
    footer,
  };
  return { subject, text: textOf(content), html: htmlOf(content) };
}
