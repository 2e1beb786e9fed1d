import { Input, InputGroup } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent, RefObject } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { SUGGESTIONS_LISTBOX_ID, suggestionOptionId, useSuggestionChoices } from './suggestion-options.js';

/** SPEC 2: the search box's default placeholder, a "make your search" prompt. */
export const SEARCH_PLACEHOLDER = 'Faça sua busca';

/**
 * The free-text box. It stays visible in both modes; typing in it switches to text mode,
 * since the suggestions are what the text is for. In text mode it is a combobox (the ARIA
 * pattern with `aria-activedescendant`): focus stays here while ArrowDown and ArrowUp move
 * through the suggestions and Enter chooses the highlighted one.
 */
export const SearchBox = observer(function SearchBox({ inputRef }: { readonly inputRef: RefObject<HTMLInputElement | null> }) {
  const { searchOverlay, typeahead } = useStores();
  const choices = useSuggestionChoices();
  const expanded = searchOverlay.mode === 'text' && choices.length > 0;
  const highlighted = expanded ? searchOverlay.highlighted : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      searchOverlay.moveHighlight(event.key === 'ArrowDown' ? 1 : -1, choices.length);
    } else if (event.key === 'Enter' && highlighted !== null) {
      event.preventDefault();
      choices[highlighted]?.();
    }
  };
  return (
    <InputGroup startElement={<SearchIcon />}>
      <Input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Buscar criadores, locais ou categorias"
        aria-autocomplete="list"
        aria-expanded={expanded}
        {...(expanded && { 'aria-controls': SUGGESTIONS_LISTBOX_ID })}
        {...(highlighted !== null && { 'aria-activedescendant': suggestionOptionId(highlighted) })}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        value={typeahead.query}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const text = event.currentTarget.value;
          if (text.trim() !== '') searchOverlay.setMode('text');
          searchOverlay.clearHighlight();
          typeahead.setQuery(text);
        }}
      />
    </InputGroup>
  );
});

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
