import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_META, withPageMeta, type PageMeta } from './page-meta.js';
import { codePointText } from '../test-support/code-point-text.js';

const TEMPLATE = '<html><head><meta charset="UTF-8"><meta name="description" content="antiga"><title>Publi</title></head><body></body></html>';

const unescape = (text: string): string =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('withPageMeta', () => {
  it('replaces the title and description and adds the Open Graph tags once, in the head', () => {
    const html = withPageMeta(TEMPLATE, SITE_META);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${SITE_META.title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
  });

  it('adds a title and description to a page that has none', () => {
    const html = withPageMeta('<html><head></head></html>', SITE_META);
    expect(html).toContain(`<title>${SITE_META.title}</title>`);
    expect(html).toContain('<meta name="description" content="');
  });

  it('cuts a long description at a word, with an ellipsis, at 200 characters at most', () => {
    const html = withPageMeta(TEMPLATE, { ...SITE_META, description: 'palavra '.repeat(80) });
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/palavra…$/);
  });

  it('keeps any title and description text: they read back the same and never open a tag', () => {
    fc.assert(
      fc.property(codePointText({ maxLength: 60 }), fc.string({ maxLength: 60 }), (title, description) => {
        const meta: PageMeta = { ...SITE_META, title, description, imageUrl: 'https://publi.example/a.webp?x="1"', url: null, type: 'profile' };
        const html = withPageMeta(TEMPLATE, meta);
        const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
        // Every `<` in the head starts one of our own tags: nothing from the values.
        expect(head.match(/<(?!\/?(?:meta|title|link)\b)/g)).toBeNull();
        expect(unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(title);
        expect(unescape(/<meta property="og:image" content="([^"]*)">/.exec(html)?.[1] ?? '')).toBe(meta.imageUrl);
      }),
    );
  });
});
