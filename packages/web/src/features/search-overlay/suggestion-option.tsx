import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { suggestionOptionId, useSuggestionChoices } from './suggestion-options.js';

interface SuggestionOptionProps {
  /** Its place in the flat list of suggestions (creators, then places, then categories). */
  readonly index: number;
  /** A place or category already set as a filter; left out for creators, who are no filter. */
  readonly checked?: boolean;
  readonly children: ReactNode;
}

/**
 * One suggestion of the combobox's listbox. Focus stays in the search box: the arrow keys move
 * a highlight (`aria-selected`, shown with an outline as strong as a focus ring), kept in view.
 */
export const SuggestionOption = observer(function SuggestionOption({ index, checked, children }: SuggestionOptionProps) {
  const { searchOverlay } = useStores();
  const choose = useSuggestionChoices()[index];
  const highlighted = searchOverlay.highlighted === index;
  const element = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // jsdom has no layout, hence no scrollIntoView.
    const option = element.current;
    if (highlighted && option !== null && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);
  return (
    <Box
      as="li"
      ref={element}
      role="option"
      id={suggestionOptionId(index)}
      aria-selected={highlighted}
      {...(checked !== undefined && { 'aria-checked': checked })}
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      minH="10"
      rounded="l2"
      cursor="pointer"
      bg={checked === true ? 'bg.subtle' : undefined}
      fontWeight={checked === true ? 'semibold' : undefined}
      _hover={{ bg: 'bg.muted' }}
      _selected={{ bg: 'bg.muted', outline: '2px solid', outlineColor: 'secondary.solid', outlineOffset: '-2px' }}
      onClick={choose}
    >
      {children}
    </Box>
  );
});
