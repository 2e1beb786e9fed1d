import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled group of suggestions (Criadores, Locais, Categorias); absent when empty. */
export function SuggestionGroup({ title, count, children }: { readonly title: string; readonly count: number; readonly children: ReactNode }) {
  const id = useId();
  if (count === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading as="h3" id={id} size="xs" textTransform="uppercase" color="fg.muted" mb="2">
        {title}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {children}
      </Stack>
    </section>
  );
}
