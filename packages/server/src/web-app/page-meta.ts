import { pageTitle } from '@publi/domain';

/** What a link preview or a crawler reads of a page: its title, description and picture. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absolute, as Open Graph asks; `null` for the site's pages, which have no picture of their own. */
  readonly imageUrl: string | null;
  /** The page's own absolute address, or `null` where it is not known. */
  readonly url: string | null;
  readonly type: 'website' | 'profile';
}

/** The landing page's words, which every page but a creator's carries until the app sets its own. */
export const SITE_META: PageMeta = {
  title: pageTitle('Criadores e marcas'),
  description: 'Encontre criadores de conteúdo de todo o Brasil por público, engajamento, cidade e nicho, e contrate com pagamento protegido pela Publi.',
  imageUrl: null,
  url: null,
  type: 'website',
};

const ATTRIBUTE_UNSAFE = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(ATTRIBUTE_UNSAFE, (character) => ENTITIES[character] ?? character);
}

/** Longer descriptions are cut by every preview: at most this many characters, cut at a word. */
const DESCRIPTION_MAX = 200;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`;
}

/**
 * `html` (the app's `index.html`) with `meta`'s title and description in place of its own, and
 * the Open Graph and Twitter tags before `</head>`. Every value is escaped: a creator's name or
 * bio is text, never markup.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(clip(meta.description));
  const tags = [
    `<meta property="og:type" content="${meta.type}">`,
    '<meta property="og:site_name" content="Publi">',
    '<meta property="og:locale" content="pt_BR">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    ...(meta.url === null ? [] : [`<meta property="og:url" content="${escapeHtml(meta.url)}">`, `<link rel="canonical" href="${escapeHtml(meta.url)}">`]),
    ...(meta.imageUrl === null ? [] : [`<meta property="og:image" content="${escapeHtml(meta.imageUrl)}">`]),
    `<meta name="twitter:card" content="${meta.imageUrl === null ? 'summary' : 'summary_large_image'}">`,
  ].join('');
  const described = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${description}">`)
    : html.replace('</head>', () => `<meta name="description" content="${description}"></head>`);
  const titled = /<title>[^<]*<\/title>/i.test(described)
    ? described.replace(/<title>[^<]*<\/title>/i, () => `<title>${title}</title>`)
    : described.replace('</head>', () => `<title>${title}</title></head>`);
  return titled.replace('</head>', () => `${tags}</head>`);
}
