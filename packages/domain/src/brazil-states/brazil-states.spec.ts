import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from './brazil-states.data.js';
import { loadBrazilStates } from './load-brazil-states.js';

// IBGE's current list: 5,569 municipalities plus Brasília (DF) and Fernando de Noronha (PE), Boa
// Esperança do Norte (MT) included. A change here means IBGE's list changed: regenerate, see SOURCE.md.
const EXPECTED_COUNTS: Readonly<Record<string, number>> = {
  AC: 22, AL: 102, AM: 62, AP: 16, BA: 417, CE: 184, DF: 1, ES: 78, GO: 246,
  MA: 217, MG: 853, MS: 79, MT: 142, PA: 144, PB: 223, PE: 185, PI: 224, PR: 399,
  RJ: 92, RN: 167, RO: 52, RR: 15, RS: 497, SC: 295, SE: 75, SP: 645, TO: 139,
};

const citiesOfState = (sigla: string): readonly string[] => BRAZIL_STATES.find((state) => state.sigla === sigla)?.cidades ?? [];
const byName = (a: string, b: string): number => a.localeCompare(b, 'pt-BR');

describe('BRAZIL_STATES', () => {
  it('has the 27 federative units, each sigla once, as two upper-case letters', () => {
    const siglas = BRAZIL_STATES.map((state) => state.sigla);
    expect(siglas).toHaveLength(27);
    expect(new Set(siglas).size).toBe(27);
    expect(siglas.every((sigla) => /^[A-Z]{2}$/.test(sigla))).toBe(true);
    expect([...siglas].sort()).toEqual(Object.keys(EXPECTED_COUNTS).sort());
  });

  it("has every municipality of IBGE's list: 5,571 in all", () => {
    const total = BRAZIL_STATES.reduce((sum, state) => sum + state.cidades.length, 0);
    expect(total).toBe(5571);
  });

  it.each(Object.entries(EXPECTED_COUNTS))('%s has %i municipalities', (sigla, count) => {
    expect(citiesOfState(sigla)).toHaveLength(count);
  });

  it('repeats no municipality within a state', () => {
    for (const state of BRAZIL_STATES) expect(new Set(state.cidades).size, state.sigla).toBe(state.cidades.length);
  });

  it('keeps the accents and punctuation of the official names', () => {
    expect(citiesOfState('SP')).toEqual(expect.arrayContaining(['São Paulo', 'Embu das Artes', "Santa Bárbara d'Oeste", 'Mogi Mirim']));
    expect(citiesOfState('DF')).toEqual(['Brasília']);
    expect(citiesOfState('RN')).toEqual(expect.arrayContaining(['Mossoró', 'Serra Caiada', 'Januário Cicco']));
    expect(citiesOfState('BA')).toContain('Xique-Xique');
    expect(citiesOfState('PE')).toContain('Fernando de Noronha');
    expect(BRAZIL_STATES.find((state) => state.sigla === 'SP')?.nome).toBe('São Paulo');
  });

  it('uses the current names of renamed municipalities, not the old ones', () => {
    const renamed: readonly (readonly [string, string, string])[] = [
      ['SP', 'Embu', 'Embu das Artes'],
      ['RJ', 'Parati', 'Paraty'],
      ['PB', 'Santarém', 'Joca Claudino'],
      ['PB', 'Seridó', 'São Vicente do Seridó'],
      ['RN', 'Presidente Juscelino', 'Serra Caiada'],
      ['RN', 'Boa Saúde', 'Januário Cicco'],
      ['CE', 'Itapagé', 'Itapajé'],
      ['TO', 'Fortaleza do Tabocão', 'Tabocão'],
      ['TO', 'São Valério da Natividade', 'São Valério'],
      ['TO', 'Couto de Magalhães', 'Couto Magalhães'],
      ['SE', 'Amparo de São Francisco', 'Amparo do São Francisco'],
      ['SC', 'Grão Pará', 'Grão-Pará'],
      ['SP', 'Biritiba-Mirim', 'Biritiba Mirim'],
      ['SP', 'Florínia', 'Florínea'],
    ];
    for (const [sigla, before, after] of renamed) {
      expect(citiesOfState(sigla), sigla).toContain(after);
      expect(citiesOfState(sigla), sigla).not.toContain(before);
    }
  });

  it('stores every name trimmed, with single spaces, in NFC', () => {
    const names = BRAZIL_STATES.flatMap((state) => [state.nome, ...state.cidades]);
    const untidy = names.filter((name) => name === '' || name !== name.trim() || /\s{2}/.test(name) || name !== name.normalize('NFC'));
    expect(untidy).toEqual([]);
  });

  it('is sorted: units by sigla, municipalities in pt-BR order', () => {
    const siglas = BRAZIL_STATES.map((state) => state.sigla);
    expect(siglas).toEqual([...siglas].sort());
    for (const state of BRAZIL_STATES) expect(state.cidades, state.sigla).toEqual([...state.cidades].sort(byName));
  });
});

describe('loadBrazilStates', () => {
  it('resolves to the same list', async () => {
    await expect(loadBrazilStates()).resolves.toBe(BRAZIL_STATES);
  });
});
