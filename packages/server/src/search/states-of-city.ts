import { foldText } from '@publi/domain';
import { BRAZIL_STATES } from '@publi/domain/brazil-states';

let statesByCity: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/**
 * The states that have a municipality of this folded name ("santana": AP, BA, SP...), from
 * the domain's dataset, or `undefined` for a name it does not know.
 */
export function statesOfCity(foldedCity: string): ReadonlySet<string> | undefined {
  statesByCity ??= BRAZIL_STATES.reduce((map, state) => {
    for (const city of state.cidades) {
      const folded = foldText(city);
      map.set(folded, new Set([...(map.get(folded) ?? []), state.sigla]));
    }
    return map;
  }, new Map<string, Set<string>>());
  return statesByCity.get(foldedCity);
}
