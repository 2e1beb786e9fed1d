import { Text } from '@chakra-ui/react';
import type { CategoryRef } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context.js';
import { SuggestionGroup } from './suggestion-group.js';
import { SuggestionOption } from './suggestion-option.js';

/** Categories matching the text; choosing one sets the category filter. */
export const CategorySuggestions = observer(function CategorySuggestions({ categories, firstIndex }: { readonly categories: readonly CategoryRef[]; readonly firstIndex: number }) {
  const { search } = useStores();
  return (
    <SuggestionGroup title="Categorias" count={categories.length}>
      {categories.map((category, position) => (
        <SuggestionOption key={category.id} index={firstIndex + position} checked={search.filters.categoryIds.includes(category.id)}>
          <Text truncate>{category.name}</Text>
        </SuggestionOption>
      ))}
    </SuggestionGroup>
  );
});
