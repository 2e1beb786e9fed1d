import { Avatar, Button, Stack, Text } from '@chakra-ui/react';
import type { TypeaheadCreator } from '@publi/application';
import { DEFAULT_CREATOR_IMAGE } from '@publi/domain';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context.js';
import { SuggestionGroup } from './suggestion-group.js';

/** Creators matching the text; choosing one opens the creator's page and closes the overlay. */
export function CreatorSuggestions({ creators }: { readonly creators: readonly TypeaheadCreator[] }) {
  const { searchOverlay } = useStores();
  const navigate = useNavigate();
  const open = (id: number) => {
    searchOverlay.close();
    void navigate(`/creator/${String(id)}`);
  };
  return (
    <SuggestionGroup title="Criadores" count={creators.length}>
      {creators.map((creator) => (
        <li key={creator.id}>
          <Button variant="ghost" w="full" justifyContent="flex-start" h="auto" py="2" gap="3" onClick={() => { open(creator.id); }}>
            <Avatar.Root size="sm">
              <Avatar.Image src={creator.coverImage ?? DEFAULT_CREATOR_IMAGE} alt="" />
              <Avatar.Fallback name={creator.primaryValue} />
            </Avatar.Root>
            <Stack gap="0" align="flex-start" minW="0">
              <Text fontWeight="semibold" truncate>{creator.primaryValue}</Text>
              {creator.secondaryValue !== '' && <Text fontSize="sm" color="fg.muted" truncate>{creator.secondaryValue}</Text>}
            </Stack>
          </Button>
        </li>
      ))}
    </SuggestionGroup>
  );
}
