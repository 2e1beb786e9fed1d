import { describe, expect, it } from 'vitest';
import { junctionsOf } from './word-junctions.js';

// That every search text containing a query holds the query's junctions is checked against the
// database's own `search_junctions` in search-strategies.int.spec.ts.
describe('junctionsOf', () => {
  it('reads where a word meets the next: four characters of each when both have them, else three and up to three', () => {
    expect(junctionsOf('paulo ferreira')).toEqual(['aulo ferr']);
    expect(junctionsOf('ana silva')).toEqual(['ana sil']);
    expect(junctionsOf('erica.sa')).toEqual(['ica.sa']);
    expect(junctionsOf('triz qui')).toEqual(['riz qui']);
    expect(junctionsOf('ricardo pereira ri')).toEqual(['ardo pere', 'ira ri']);
  });

  it('keeps what stands between the words as typed', () => {
    expect(junctionsOf('joao_ 123')).toEqual(['oao_ 123']);
    expect(junctionsOf('søren')).toEqual([]);
    expect(junctionsOf('abcø xyz')).toEqual(['abcø xyz']);
    expect(junctionsOf('abcdø wxyz')).toEqual(['abcdø wxyz']);
  });

  it('has none for one word, a word too short before, or a single character after', () => {
    expect(junctionsOf('ferreira')).toEqual([]);
    expect(junctionsOf('da silva')).toEqual([]);
    expect(junctionsOf('eduardo e')).toEqual([]);
    expect(junctionsOf(' silva ')).toEqual([]);
    expect(junctionsOf('')).toEqual([]);
  });
});
