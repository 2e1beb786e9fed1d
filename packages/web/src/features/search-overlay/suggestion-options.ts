import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';

/** The id of the suggestions' listbox, which the search box controls as a combobox. */
export const SUGGESTIONS_LISTBOX_ID = 'publi-search-suggestions';

/** The id of the suggestion at `index` of the flat list, for `aria-activedescendant`. */
export function suggestionOptionId(index: number): string {
  return `${SUGGESTIONS_LISTBOX_ID}-${String(index)}`;
}

/**
 * What choosing each suggestion does, in the order they are shown (creators, places,
 * categories): one list, so a click and Enter on a highlighted suggestion do the same thing.
 */
export function useSuggestionChoices(): readonly (() => void)[] {
  const { typeahead, search, searchOverlay } = useStores();
  const navigate = useNavigate();
  const { creators, locales, categories } = typeahead.suggestions;
  return [
    ...creators.map((creator) => () => {
      searchOverlay.close();
      void navigate(`/creator/${String(creator.id)}`);
    }),
    ...locales.map((locale) => () => { search.chooseLocale(locale); }),
    ...categories.map((category) => () => { search.chooseCategory(category); }),
  ];
}
