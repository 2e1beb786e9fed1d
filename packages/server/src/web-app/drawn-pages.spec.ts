import { describe, expect, it } from 'vitest';
import { drawnAddress, withDrawnRoot } from './drawn-pages.js';

const PAGE = '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/b.js">\n</head><body><div id="root"></div></body>';

describe('withDrawnRoot', () => {
  it('draws into #root, names the entry there and swaps it and its preloads for the start-up script', () => {
    expect(withDrawnRoot(PAGE, '<h1>Oi</h1>', '/assets/boot-c.js')).toBe(
      '<head><script type="module" crossorigin src="/assets/boot-c.js"></script>\n</head><body><div id="root" data-drawn="/assets/index-a.js"><h1>Oi</h1></div></body>',
    );
  });

  it("names on #root the app's files for the page to fetch once idle, in place of the preloads", () => {
    expect(withDrawnRoot(PAGE, '<h1>Oi</h1>', '/assets/boot-c.js', ['/assets/index-a.js', '/assets/b.js'])).toBe(
      '<head><script type="module" crossorigin src="/assets/boot-c.js"></script>\n</head><body><div id="root" data-drawn="/assets/index-a.js" data-prefetch="/assets/index-a.js /assets/b.js"><h1>Oi</h1></div></body>',
    );
  });

  it('takes the drawing literally, replacement patterns included', () => {
    expect(withDrawnRoot(PAGE, '<p>$& $1 R$ 10,00</p>', '/assets/boot-c.js')).toContain('<p>$& $1 R$ 10,00</p>');
  });

  it('draws nothing into a page without the entry to swap or the empty root', () => {
    expect(withDrawnRoot('<body><div id="root"></div></body>', '<h1>Oi</h1>', '/assets/boot-c.js')).toBeUndefined();
    expect(withDrawnRoot(PAGE.replace('<div id="root"></div>', '<div id="app"></div>'), '<h1>Oi</h1>', '/assets/boot-c.js')).toBeUndefined();
  });
});

describe('drawnAddress', () => {
  it('keeps the path, and the results page number alone of the query', () => {
    expect(drawnAddress('/')).toBe('/');
    expect(drawnAddress('/?utm_source=instagram&x=1')).toBe('/');
    expect(drawnAddress('/creator/ana-silva?ref=abc')).toBe('/creator/ana-silva');
    expect(drawnAddress('/busca?pagina=2&x=1')).toBe('/busca?pagina=2');
    expect(drawnAddress('/busca?x=1')).toBe('/busca');
    expect(drawnAddress('/busca?pagina=%3Cb%3E')).toBe('/busca?pagina=%3Cb%3E');
  });
});
