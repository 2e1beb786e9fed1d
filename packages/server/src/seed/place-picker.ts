import type { BrazilState } from '@publi/domain';
import { BIG_CITY_SHARE, PLACES_BY_STATE } from './data/places.data.js';
import type { Random } from './random.js';
import { WeightedPicker } from './weighted-picker.js';

/** Where a generated creator lives, and the area code of their phone. */
export interface Place {
  readonly state: string;
  readonly city: string;
  readonly areaCode: number;
}

interface StatePickers {
  readonly state: BrazilState;
  readonly areaCode: number;
  readonly bigCities: WeightedPicker<string> | null;
}

/**
 * Draws a state by population, then a city: mostly the capital and the big cities by their
 * population, sometimes any municipality of the state, so the long tail of small towns shows
 * up too. The first 27 creators get one state each, so any catalogue of 27 or more (seeded
 * from index 0) covers every state, however small.
 */
export class PlacePicker {
  private readonly byIndex: readonly StatePickers[];
  private readonly states: WeightedPicker<StatePickers>;

  constructor(states: readonly BrazilState[]) {
    this.byIndex = states.map((state) => {
      const places = PLACES_BY_STATE[state.sigla];
      const known = new Set(state.cidades);
      const bigCities = (places?.bigCities ?? []).filter(([city]) => known.has(city));
      return {
        state,
        areaCode: places?.areaCode ?? 11,
        bigCities: bigCities.length > 0 ? new WeightedPicker(bigCities) : null,
      };
    });
    // Tiny states get a floor, so a catalogue of a few thousand still has several creators each.
    this.states = new WeightedPicker(
      this.byIndex.map((entry) => [entry, Math.max(PLACES_BY_STATE[entry.state.sigla]?.populationMillions ?? 1, 1)] as const),
    );
  }

  /** The place of creator number `index`. */
  pick(random: Random, index: number): Place {
    const entry = this.byIndex[index] ?? this.states.pick(random);
    const city =
      entry.bigCities && random.chance(BIG_CITY_SHARE) ? entry.bigCities.pick(random) : random.pick(entry.state.cidades);
    return { state: entry.state.sigla, city, areaCode: entry.areaCode };
  }
}
