import { AUDIENCE_TIERS } from '@publi/domain';
import type { Database } from '../src/db/database.js';
import { NO_CREATOR_FILTER, type CreatorFilter } from '../src/search/creator-filter.js';
import { ReadCache } from '../src/cache/read-cache.js';
import { SearchService } from '../src/search/search.service.js';

/** One query shape of the benchmark: run `i` picks its own parameters, deterministically. */
export interface BenchShape {
  readonly name: string;
  /** Whether the targets hold it to the typeahead's 5 ms rather than search's 20 ms. */
  readonly typeahead: boolean;
  run(i: number): Promise<unknown>;
}

const tier = (key: string) => {
  const found = AUDIENCE_TIERS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no tier ${key}`);
  return { followersMin: found.min, followersMax: found.max };
};
const filter = (overrides: Partial<CreatorFilter>): CreatorFilter => ({ ...NO_CREATOR_FILTER, ...overrides });
const cycle = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;

const STATES = ['SP', 'PE', 'BA', 'RS', 'AM', 'MG', 'AC'];
const CATEGORY_PAIRS = [[1, 2], [10, 14], [5], [17], [9, 12], [3, 4]];
const CITIES = ['recife', 'sao paulo', 'curitiba', 'joinville', 'sobral', 'rio branco'];
const TIERS = ['mini', 'micro', 'medio', 'macro'];
const TEXTS = ['souza', 'quintao', 'ana clara', 'joinville', 'beatriz lima', 'falcao'];
// 3 to 415 creators each at a million, at most 4 of them among the 20,000 biggest.
const RARE_TEXTS = [
  'Paulo Ferreira',
  'márcia cardoso',
  'miguel carvalho',
  'isabela dias',
  'fernanda fernandes',
  'eduardo oliveira e',
  'ricardo pereira ri',
  'débora santos guim',
  'rme oliv',
  'elo card',
  'erica.sa',
  'bruna.si',
  'ribeirol',
  'laramusi',
  'beatriz quintão',
];

/**
 * The query shapes a brand's search produces, each through the same functions the routes
 * call (filters + page + capped count, typeahead, price range...), with parameters rotating
 * over common and rare values, so the figures are not one lucky plan.
 */
export function benchShapes(db: Database): BenchShape[] {
  // A cache as the routes have: the typeahead's first pass reads the biggest creators from it.
  const search = new SearchService({ db, cache: new ReadCache() });
  const page = (make: (i: number) => CreatorFilter, offset = 0) => (i: number) => search.page(make(i), offset);
  return [
    { name: 'no filters: page + count', typeahead: false, run: page(() => NO_CREATOR_FILTER) },
    { name: 'tier + state', typeahead: false, run: page((i) => filter({ ...tier(cycle(TIERS, i)), states: [cycle(STATES, i)] })) },
    {
      name: 'engagement + categories',
      typeahead: false,
      run: page((i) => filter({ engagementMinBp: 300 + (i % 4) * 100, engagementMaxBp: 600 + (i % 4) * 100, categoryIds: cycle(CATEGORY_PAIRS, i) })),
    },
    { name: 'city', typeahead: false, run: page((i) => filter({ citiesFolded: [cycle(CITIES, i)] })) },
    {
      name: 'combined (tier, engagement, states or city, categories)',
      typeahead: false,
      run: page((i) =>
        filter({
          ...tier(cycle(['micro', 'mini', 'medio'], i)),
          engagementMinBp: 200,
          engagementMaxBp: 800,
          states: [cycle(STATES, i), cycle(STATES, i + 3)],
          citiesFolded: [cycle(CITIES, i)],
          categoryIds: cycle(CATEGORY_PAIRS, i),
        }),
      ),
    },
    { name: 'text search + count', typeahead: false, run: page((i) => filter({ text: cycle(TEXTS, i) })) },
    { name: 'typeahead, 1 character', typeahead: true, run: (i) => search.typeahead(cycle(['a', 'm', 'j', 'z', 'y', 'q'], i), 5) },
    { name: 'typeahead, 2 characters', typeahead: true, run: (i) => search.typeahead(cycle(['an', 'ju', 'ze', 'yo', 'qu', 'ík'], i), 5) },
    {
      name: 'typeahead, 3+ characters',
      typeahead: true,
      run: (i) => search.typeahead(cycle(['mar', 'souza', 'Quintão', 'joinville', 'rec', 'são pa', 'beatriz lima', 'beatriz quintão', 'xyzw'], i), 5),
    },
    {
      // Only text too rare for the biggest creators in memory, so every run reaches the database:
      // common words that rarely meet, a third word begun, pieces of words, usernames.
      name: 'typeahead, rare text',
      typeahead: true,
      run: (i) => search.typeahead(cycle(RARE_TEXTS, i), 5),
    },
    {
      name: 'price range',
      typeahead: false,
      run: (i) =>
        search.priceRange(
          cycle(
            [
              NO_CREATOR_FILTER,
              filter(tier('mini')),
              filter(tier('macro')),
              filter({ states: ['SP'] }),
              filter({ categoryIds: [1] }),
              filter({ ...tier('micro'), states: ['PE'], categoryIds: [2] }),
              filter({ citiesFolded: ['recife'] }),
            ],
            i,
          ),
        ),
    },
    { name: 'deep page (offset 9,984)', typeahead: false, run: page((i) => (i % 2 === 0 ? NO_CREATOR_FILTER : filter({ states: ['SP'] })), 9_984) },
    { name: 'count of active creators', typeahead: false, run: () => search.countActive() },
  ];
}
