import type { BrazilState } from './brazil-state.js';

// Only plain ASCII letters can spell a sigla: without this, Unicode case mapping would let
// look-alikes through ("ſp".toUpperCase() is "SP").
const SIGLA_SHAPE = /^[A-Za-z]{2}$/;

/**
 * The unit whose sigla is `sigla` in any letter case (`"sp"`, `"Sp"`, `"SP"`), since siglas typed
 * by people or read from old records arrive in any case; `undefined` when none matches.
 */
export function findStateBySigla(states: readonly BrazilState[], sigla: string): BrazilState | undefined {
  if (!SIGLA_SHAPE.test(sigla)) return undefined;
  const wanted = sigla.toUpperCase();
  return states.find((state) => state.sigla === wanted);
}

/**
 * The municipalities of the unit whose sigla is `sigla` (matched as `findStateBySigla` does),
 * or an empty list for an unknown sigla, so a city picker simply offers no options.
 */
export function citiesOf(states: readonly BrazilState[], sigla: string): readonly string[] {
  return findStateBySigla(states, sigla)?.cidades ?? [];
}
