import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * One titled group of suggestions (Criadores, Locais, Categorias) inside the combobox's
 * listbox; absent when empty.
 */
export function SuggestionGroup({ title, count, children }: { readonly title: string; readonly count: number; readonly children: ReactNode }) {
  const id = useId();
  if (count === 0) return null;
  return (
    <div role="group" aria-labelledby={id}>
      <Heading as="h3" id={id} size="xs" textTransform="uppercase" color="fg.muted" mb="2">
        {title}
      </Heading>
      <Stack as="ul" role="none" gap="1" listStyleType="none">
        {children}
      </Stack>
    </div>
  );
}
