type Overrides = Readonly<Record<string, unknown>>;

/** Valid search filters: Micro creators in Recife or São Paulo state, 2-10% engagement. */
export function aCreatorSearchParams(overrides: Overrides = {}): Record<string, unknown> {
  return {
    max_court_hearing: 100_000,
    min_court_hearing: 10_000,
    max_engagement: 10,
    min_engagement: 2,
    cities: ['Recife'],
    states: ['PE', 'SP'],
    categories_ids: [3],
    ...overrides,
  };
}

/** A valid `POST /account/creator/filter` body, second page. */
export function aCreatorSearchBody(overrides: Overrides = {}): Record<string, unknown> {
  return { params: aCreatorSearchParams(), offset: 24, ...overrides };
}

/** The same filters as {@link aCreatorSearchParams}, as a parsed query string gives them. */
export function aCreatorSearchQuery(overrides: Overrides = {}): Record<string, unknown> {
  return {
    max_court_hearing: '100000',
    min_court_hearing: '10000',
    max_engagement: '10',
    min_engagement: '2',
    cities: 'Recife',
    states: ['PE', 'SP'],
    categories_ids: '3',
    ...overrides,
  };
}
