import { Button } from '@chakra-ui/react';
import type { CategoryRef } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context.js';
import { SuggestionGroup } from './suggestion-group.js';

/** Categories matching the text; choosing one sets the category filter. */
export const CategorySuggestions = observer(function CategorySuggestions({ categories }: { readonly categories: readonly CategoryRef[] }) {
  const { search } = useStores();
  return (
    <SuggestionGroup title="Categorias" count={categories.length}>
      {categories.map((category) => {
        const selected = search.filters.categoryIds.includes(category.id);
        return (
          <li key={category.id}>
            <Button
              variant={selected ? 'subtle' : 'ghost'}
              w="full"
              justifyContent="flex-start"
              aria-pressed={selected}
              onClick={() => { search.chooseCategory(category); }}
            >
              {category.name}
            </Button>
          </li>
        );
      })}
    </SuggestionGroup>
  );
});
