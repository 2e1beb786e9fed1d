import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { ActiveFilterTags } from './active-filter-tags.js';
import { ModeToggle } from './mode-toggle.js';
import { SearchBox } from './search-box.js';
import { TagFilters } from './tag-filters.js';
import { TextSuggestions } from './text-suggestions.js';

/** The part that stays put above the scrolling body: mode switch, search box, active filters. */
export function SearchControls({ searchBox }: { readonly searchBox: RefObject<HTMLInputElement | null> }) {
  return (
    <Stack gap="3">
      <ModeToggle />
      <SearchBox inputRef={searchBox} />
      <ActiveFilterTags />
    </Stack>
  );
}

/** The scrolling body: text mode's suggestions or tag mode's sections. */
export const SearchBody = observer(function SearchBody() {
  const { searchOverlay } = useStores();
  return searchOverlay.mode === 'text' ? <TextSuggestions /> : <TagFilters />;
});
