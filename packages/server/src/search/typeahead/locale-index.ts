import { foldText, type BrazilState } from '@publi/domain';
import { PLACES_BY_STATE } from '../../seed/data/places.data.js';
import { matchRank } from './match-rank.js';

/** A state or a city the typeahead suggests; `state` is the sigla (the city's state). */
export interface LocaleSuggestion {
  readonly name: string;
  readonly kind: 'state' | 'city';
  readonly state: string;
}

interface Entry extends LocaleSuggestion {
  readonly folded: string;
  /** Bigger places first among equally good matches: states, then cities by population. */
  readonly weight: number;
}

/**
 * The 27 states and 5,571 cities, folded once, matched in memory: the dataset never changes
 * while the server runs, and scanning it costs well under a millisecond, less than a round
 * trip to the database. A state also matches its sigla ("pe" finds Pernambuco).
 */
export class LocaleIndex {
  /** Best first among equally good matches: states, then cities by population, then by name. */
  private readonly entries: readonly Entry[];

  constructor(states: readonly BrazilState[]) {
    const collator = new Intl.Collator('pt-BR');
    this.entries = states
      .flatMap((state) => {
        const population = new Map(PLACES_BY_STATE[state.sigla]?.bigCities ?? []);
        const stateEntry: Entry = { name: state.nome, kind: 'state', state: state.sigla, folded: foldText(state.nome), weight: 1e9 };
        return [
          stateEntry,
          ...state.cidades.map((city): Entry => ({ name: city, kind: 'city', state: state.sigla, folded: foldText(city), weight: population.get(city) ?? 0 })),
        ];
      })
      .sort((a, b) => b.weight - a.weight || collator.compare(a.name, b.name));
  }

  /**
   * Up to `limit` places whose folded name contains `foldedQuery`: whole-name matches first,
   * then prefixes, word starts, anywhere. One pass over the pre-sorted places, no sorting per
   * query: a one-letter query matches thousands of cities.
   */
  find(foldedQuery: string, limit: number): LocaleSuggestion[] {
    const byRank: Entry[][] = [[], [], [], []];
    for (const entry of this.entries) {
      const siglaMatch = entry.kind === 'state' && entry.state.toLowerCase() === foldedQuery;
      const rank = siglaMatch ? 0 : matchRank(entry.folded, foldedQuery);
      const bucket = rank === null ? undefined : byRank[rank];
      if (bucket && bucket.length < limit) bucket.push(entry);
    }
    return byRank
      .flat()
      .slice(0, limit)
      .map(({ name, kind, state }) => ({ name, kind, state }));
  }
}
