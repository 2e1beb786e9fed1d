import { THEME_COLORS } from '@publi/domain';
import { escapeHtml } from '../../web-app/page-meta.js';

/** What every Publi e-mail says, in the order it says it; each text is as the person wrote or Publi chose it (the layout escapes). */
export interface EmailContent {
  readonly subject: string;
  readonly recipientName: string;
  readonly title: string;
  /** Paragraphs; a line break inside one is kept. */
  readonly paragraphs: readonly string[];
  readonly action: { readonly label: string; readonly url: string };
  /** Lines under the action, each a sentence and maybe a link: the unsubscribe, the preferences, "não foi você?". */
  readonly footer: readonly FooterLine[];
}

/** A footer sentence, with the link it names (`label` is the link's words, `url` its address). */
export interface FooterLine {
  readonly text: string;
  readonly link?: { readonly label: string; readonly url: string };
}

/** "Olá, Ana," from "Ana Souza"; a plain "Olá," when the account has no name yet. */
export function greetingOf(recipientName: string): string {
  const first = recipientName.trim().split(/\s+/)[0] ?? '';
  return first === '' ? 'Olá,' : `Olá, ${first},`;
}

/** The plain-text part: every link written out whole, so a client without HTML still leads somewhere. */
export function textOf(content: EmailContent): string {
  const footer = content.footer.map((line) => (line.link ? `${line.text} ${line.link.label}: ${line.link.url}` : line.text));
  return [greetingOf(content.recipientName), '', content.title, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, '']), `${content.action.label}: ${content.action.url}`, '', '--', 'Publi', ...footer, ''].join('\n');
}

const PAGE = 'margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937';
const CARD = 'max-width:560px;background:#ffffff;border-radius:8px;padding:32px';
const BUTTON = `display:inline-block;background:${THEME_COLORS.primary};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px`;
const SMALL = 'font-size:13px;line-height:1.5;color:#52525b';

/**
 * The HTML part: inline styles and tables only (mail clients drop style sheets and fetch no
 * outside assets), every text escaped, the action as a button with its address also written out.
 */
export function htmlOf(content: EmailContent): string {
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`);
  const action = escapeHtml(content.action.url);
  const footer = content.footer.map((line) => `<p style="${SMALL}">${escapeHtml(line.text)}${line.link ? ` <a href="${escapeHtml(line.link.url)}" style="color:${THEME_COLORS.primary}">${escapeHtml(line.link.label)}</a>` : ''}</p>`);
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="${PAGE}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 0"><tr><td align="center">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${CARD}"><tr><td>`,
    `<p style="font-size:22px;font-weight:bold;margin:0 0 24px;color:${THEME_COLORS.primary}">Publi</p>`,
    `<p style="font-size:16px">${escapeHtml(greetingOf(content.recipientName))}</p>`,
    `<h1 style="font-size:20px;line-height:1.3;margin:16px 0">${escapeHtml(content.title)}</h1>`,
    ...paragraphs,
    `<p style="margin:24px 0"><a href="${action}" style="${BUTTON}">${escapeHtml(content.action.label)}</a></p>`,
    `<p style="${SMALL}">Se o botão não abrir, copie este endereço no navegador: ${action}</p>`,
    '<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">',
    ...footer,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}
