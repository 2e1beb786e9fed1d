import { Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context.js';
import { CategorySuggestions } from './category-suggestions.js';
import { CreatorSuggestions } from './creator-suggestions.js';
import { LocaleSuggestions } from './locale-suggestions.js';
import { SUGGESTIONS_LISTBOX_ID } from './suggestion-options.js';

/** Text mode: a hint before typing, then the three groups of suggestions, or an empty state. */
export const TextSuggestions = observer(function TextSuggestions() {
  const { typeahead } = useStores();
  const { creators, locales, categories } = typeahead.suggestions;
  if (!typeahead.isTyping) {
    return <Text color="fg.muted">Digite o nome de um criador, uma cidade, um estado ou uma categoria.</Text>;
  }
  const nothing = creators.length + locales.length + categories.length === 0;
  if (nothing && typeahead.isSearching) {
    return (
      <Stack direction="row" align="center" gap="2" role="status">
        <Spinner size="sm" />
        <Text>Buscando sugestões…</Text>
      </Stack>
    );
  }
  if (nothing) {
    return <Text role="status">Nenhum resultado para “{typeahead.answeredQuery || typeahead.query.trim()}”</Text>;
  }
  return (
    // The listbox the search box controls as a combobox (search-box.tsx). The focus stays in the
    // box: a press on an option must not take it (mousedown), and the arrow keys scroll the list
    // by moving the highlight. Focusable by script only (-1), as the scrolling dialog body must
    // hold something focusable for a keyboard user; no Tab stop, since the box already drives it.
    <Stack
      role="listbox"
      id={SUGGESTIONS_LISTBOX_ID}
      aria-label="Sugestões"
      tabIndex={-1}
      gap="5"
      aria-busy={typeahead.isSearching}
      onMouseDown={(event) => {
        event.preventDefault();
      }}
    >
      <CreatorSuggestions creators={creators} firstIndex={0} />
      <LocaleSuggestions locales={locales} firstIndex={creators.length} />
      <CategorySuggestions categories={categories} firstIndex={creators.length + locales.length} />
    </Stack>
  );
});
