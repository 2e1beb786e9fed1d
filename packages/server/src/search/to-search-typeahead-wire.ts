import type { CreatorTypeaheadWire } from '@publi/contract';
import type { TypeaheadResult } from './search.service.js';

/** The typeahead's groups in wire names: 'Estado' or 'Cidade' as the locale's label. */
export function toTypeaheadWire(result: TypeaheadResult): CreatorTypeaheadWire {
  return {
    creators: result.creators.map((creator) => ({
      id: creator.id,
      cover_image: creator.coverImage,
      primary_value: creator.name,
      secondary_value: creator.secondaryValue,
    })),
    locales: result.locales.map((locale) => ({
      name: locale.name,
      secondary_label: locale.kind === 'state' ? 'Estado' : 'Cidade',
      state: locale.state as CreatorTypeaheadWire['locales'][number]['state'],
    })),
    categories: result.categories.map((category) => ({ id: category.id, name: category.name })),
  };
}
