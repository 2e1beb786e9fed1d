import { Input, InputGroup } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { useStores } from '../../stores/stores-context.js';

/** SPEC 2: the search box's default placeholder, a "make your search" prompt. */
export const SEARCH_PLACEHOLDER = 'Faça sua busca';

/**
 * The free-text box. It stays visible in both modes; typing in it switches to text mode,
 * since the suggestions are what the text is for.
 */
export const SearchBox = observer(function SearchBox({ inputRef }: { readonly inputRef: RefObject<HTMLInputElement | null> }) {
  const { searchOverlay, typeahead } = useStores();
  return (
    <InputGroup startElement={<SearchIcon />}>
      <Input
        ref={inputRef}
        type="search"
        aria-label="Buscar criadores, locais ou categorias"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        value={typeahead.query}
        onChange={(event) => {
          const text = event.currentTarget.value;
          if (text.trim() !== '') searchOverlay.setMode('text');
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
