import { Avatar, Stack, Text } from '@chakra-ui/react';
import type { TypeaheadCreator } from '@publi/application';
import { DEFAULT_CREATOR_IMAGE } from '@publi/domain';
import { SuggestionGroup } from './suggestion-group.js';
import { SuggestionOption } from './suggestion-option.js';

/** Creators matching the text; choosing one opens the creator's page and closes the overlay. */
export function CreatorSuggestions({ creators, firstIndex }: { readonly creators: readonly TypeaheadCreator[]; readonly firstIndex: number }) {
  return (
    <SuggestionGroup title="Criadores" count={creators.length}>
      {creators.map((creator, position) => (
        <SuggestionOption key={creator.id} index={firstIndex + position}>
          <Avatar.Root size="sm">
            <Avatar.Image src={creator.coverImage ?? DEFAULT_CREATOR_IMAGE} alt="" />
            <Avatar.Fallback name={creator.primaryValue} />
          </Avatar.Root>
          <Stack gap="0" align="flex-start" minW="0">
            <Text fontWeight="semibold" truncate>{creator.primaryValue}</Text>
            {creator.secondaryValue !== '' && <Text fontSize="sm" color="fg.muted" truncate>{creator.secondaryValue}</Text>}
          </Stack>
        </SuggestionOption>
      ))}
    </SuggestionGroup>
  );
}
