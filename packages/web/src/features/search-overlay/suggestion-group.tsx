import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One titled group of suggestions (Criadores, Locais, Categorias) inside the combobox's
 * listbox; absent when empty. A listbox's group may hold options only, so the group carries its
 * name and the title beside it is for the eyes (a heading there is an axe violation).
 */
export function SuggestionGroup({ title, count, children }: { readonly title: string; readonly count: number; readonly children: ReactNode }) {
  if (count === 0) return null;
  return (
    <div role="group" aria-label={title}>
      <Text aria-hidden="true" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" mb="2">
        {title}
      </Text>
      <Stack as="ul" role="none" gap="1" listStyleType="none">
        {children}
      </Stack>
    </div>
  );
}
