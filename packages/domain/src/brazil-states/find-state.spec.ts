import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrazilState } from './brazil-state.js';
import { BRAZIL_STATES } from './brazil-states.data.js';
import { citiesOf, findStateBySigla } from './find-state.js';

const SIGLAS = BRAZIL_STATES.map((state) => state.sigla);
// Upper-cases ASCII letters only, as a sigla is spelled, so Unicode look-alikes stay non-siglas.
const asciiUpper = (text: string): string => text.replace(/[a-z]/g, (letter) => letter.toUpperCase());

const SMALL: readonly BrazilState[] = [
  { sigla: 'DF', nome: 'Distrito Federal', cidades: ['Brasília'] },
  { sigla: 'RR', nome: 'Roraima', cidades: ['Boa Vista', 'Caracaraí'] },
];

describe('findStateBySigla', () => {
  it('finds a unit by its sigla in any letter case', () => {
    expect(findStateBySigla(BRAZIL_STATES, 'SP')?.nome).toBe('São Paulo');
    expect(findStateBySigla(BRAZIL_STATES, 'sp')?.nome).toBe('São Paulo');
    expect(findStateBySigla(SMALL, 'rR')).toBe(SMALL[1]);
  });

  it('finds nothing for an unknown, blank, padded or look-alike sigla', () => {
    expect(findStateBySigla(BRAZIL_STATES, 'XX')).toBeUndefined();
    expect(findStateBySigla(BRAZIL_STATES, '')).toBeUndefined();
    expect(findStateBySigla(BRAZIL_STATES, ' SP')).toBeUndefined();
    expect(findStateBySigla(BRAZIL_STATES, 'São Paulo')).toBeUndefined();
    // "ſ" (long s) upper-cases to "S".
    expect(findStateBySigla(BRAZIL_STATES, 'ſp')).toBeUndefined();
    expect(findStateBySigla([], 'SP')).toBeUndefined();
  });

  it('finds every sigla, whatever its letter case', () => {
    fc.assert(
      fc.property(fc.mixedCase(fc.constantFrom(...SIGLAS)), (sigla) => {
        expect(findStateBySigla(BRAZIL_STATES, sigla)?.sigla).toBe(sigla.toUpperCase());
      }),
    );
  });

  it('never finds a string that is not a sigla', () => {
    const candidates = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }),
      fc.stringMatching(/^[A-Za-z]{1,3}$/),
    );
    fc.assert(
      fc.property(
        candidates.filter((text) => !SIGLAS.includes(asciiUpper(text))),
        (text) => {
          expect(findStateBySigla(BRAZIL_STATES, text)).toBeUndefined();
        },
      ),
    );
  });
});

describe('citiesOf', () => {
  it('lists the municipalities of a unit, in any letter case', () => {
    expect(citiesOf(BRAZIL_STATES, 'df')).toEqual(['Brasília']);
    expect(citiesOf(SMALL, 'RR')).toEqual(['Boa Vista', 'Caracaraí']);
    expect(citiesOf(BRAZIL_STATES, 'SP')).toHaveLength(645);
  });

  it('is empty for an unknown sigla', () => {
    expect(citiesOf(BRAZIL_STATES, 'XX')).toEqual([]);
    expect(citiesOf(SMALL, 'SP')).toEqual([]);
  });
});
