import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_URL_MESSAGE, URL_PATTERN, isValidUrl } from './url-pattern.js';

const letters = fc.string({ unit: fc.constantFrom(...Array.from('abcxyzABC')), minLength: 1, maxLength: 6 });
const hostLabel = fc.string({ unit: fc.constantFrom(...Array.from('ab09_-Z')), minLength: 1, maxLength: 8 });
const pathSegment = fc.string({ unit: fc.constantFrom(...Array.from('az09_-.~%')), maxLength: 6 });
const queryWord = fc.string({ unit: fc.constantFrom(...Array.from('az09_-')), minLength: 1, maxLength: 5 });

/** Builds an address from the spec's parts, each present or not. */
const validUrl = fc
  .record({
    scheme: fc.constantFrom('', 'ftp://', 'http://', 'https://', 'HTTPS://'),
    www: fc.constantFrom('', 'www.'),
    host: hostLabel,
    suffixes: fc.array(letters, { minLength: 1, maxLength: 3 }),
    path: fc.option(fc.array(pathSegment, { minLength: 1, maxLength: 3 }), { nil: undefined }),
    query: fc.option(fc.array(fc.tuple(queryWord, queryWord), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  })
  .map(({ scheme, www, host, suffixes, path, query }) => {
    const pathPart = path === undefined ? '' : `/${path.join('/')}`;
    const queryPart = query === undefined ? '' : `?${query.map(([key, value]) => `${key}=${value}`).join('&')}`;
    return `${scheme}${www}${host}.${suffixes.join('.')}${pathPart}${queryPart}`;
  });

describe('isValidUrl', () => {
  it.each(['publi.com.br', 'https://www.instagram.com/ana_silva', 'http://site.com/path/to?x=1&y=2', 'ftp://files.example.org'])(
    'accepts %s',
    (text) => {
      expect(isValidUrl(text)).toBe(true);
    },
  );

  it.each(['', 'not a url', 'http://', 'site', 'https://site.123', 'javascript:alert(1)'])('rejects %j', (text) => {
    expect(isValidUrl(text)).toBe(false);
  });

  it('rejects ports, fragments, user info and other schemes', () => {
    expect(isValidUrl('site.com:8080')).toBe(false);
    expect(isValidUrl('site.com#top')).toBe(false);
    expect(isValidUrl('https://ana@site.com')).toBe(false);
    expect(isValidUrl('mailto:ana@site.com')).toBe(false);
    expect(isValidUrl('site.com?x')).toBe(false);
    expect(isValidUrl('site.com/a b')).toBe(false);
  });

  it('ignores surrounding whitespace', () => {
    expect(isValidUrl('  publi.com.br\n')).toBe(true);
  });

  it('accepts every address built from the spec parts', () => {
    fc.assert(fc.property(validUrl, (url) => isValidUrl(url) && URL_PATTERN.test(url)));
  });

  it('rejects an address whose last suffix is not alphabetic', () => {
    fc.assert(fc.property(hostLabel, fc.integer({ min: 0, max: 999 }), (host, tld) => !isValidUrl(`${host}.${tld}`)));
  });

  it('rejects any text with whitespace inside', () => {
    fc.assert(
      fc.property(validUrl, fc.nat(), fc.constantFrom(' ', '\t', '\n'), (url, at, space) => {
        const cut = 1 + (at % (url.length - 1));
        return !isValidUrl(`${url.slice(0, cut)}${space}${url.slice(cut)}`);
      }),
    );
  });

  it('answers long adversarial input (no catastrophic backtracking)', () => {
    const attacks = [
      `${'a'.repeat(50_000)}!`,
      `${'a.'.repeat(25_000)}1`,
      `http://www.${'a-_'.repeat(20_000)}.${'com'.repeat(10_000)}1`,
      `site.com/${'/a'.repeat(25_000)}?`,
      `site.com?${'a=b&'.repeat(12_000)}&`,
      'www.'.repeat(12_000),
    ];
    for (const attack of attacks) {
      expect(isValidUrl(attack)).toBe(false);
    }
  });
});

describe('INVALID_URL_MESSAGE', () => {
  it('is the pt-BR hint with an example that is itself valid', () => {
    expect(INVALID_URL_MESSAGE).toBe('Informe um endereço válido, como https://www.exemplo.com.br');
    expect(isValidUrl('https://www.exemplo.com.br')).toBe(true);
  });
});
