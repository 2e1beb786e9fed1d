import type { TypeaheadResult } from '@publi/application';

/** An answer naming one creator after the query, so a test can tell which request it answers. */
export const anAnswerFor = (name: string): TypeaheadResult => ({
  creators: [{ id: 7, coverImage: null, primaryValue: name, secondaryValue: 'Recife/PE' }],
  locales: [],
  categories: [],
});

/** A typeahead use case whose answers the test releases, in any order. */
export function aControllableTypeahead() {
  const pending = new Map<string, (result: TypeaheadResult) => void>();
  return {
    asked: [] as string[],
    /** The number of creators each ask wanted, when it said. */
    limits: [] as (number | undefined)[],
    execute(query: string, limit?: number): Promise<TypeaheadResult> {
      this.asked.push(query);
      this.limits.push(limit);
      return new Promise<TypeaheadResult>((resolve) => pending.set(query, resolve));
    },
    release(query: string, result: TypeaheadResult = anAnswerFor(query)) {
      pending.get(query)?.(result);
    },
  };
}
