import { Box, Button, Collapsible, Input, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FilterSectionProps {
  readonly title: string;
  /** The search box's accessible name, such as 'Buscar categoria'. */
  readonly searchLabel: string;
  readonly placeholder: string;
  readonly query: string;
  readonly onQueryChange: (text: string) => void;
  readonly defaultOpen?: boolean;
  readonly onOpen?: () => void;
  /** Runs on Enter in the search box. */
  readonly onSubmit?: () => void;
  readonly children: ReactNode;
}

/** One collapsible section of tag mode: a title that folds it, its own search box, then its chips. */
export function FilterSection({ title, searchLabel, placeholder, query, onQueryChange, defaultOpen = false, onOpen, onSubmit, children }: FilterSectionProps) {
  return (
    <Collapsible.Root
      defaultOpen={defaultOpen}
      onOpenChange={({ open }) => { if (open) onOpen?.(); }}
      borderBottomWidth="1px"
      pb="3"
    >
      <Collapsible.Trigger asChild>
        <Button variant="ghost" w="full" justifyContent="space-between" px="1" fontWeight="semibold" fontSize="md">
          {title}
          <Collapsible.Indicator asChild>
            <Box as="span" aria-hidden="true" transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
              ▾
            </Box>
          </Collapsible.Indicator>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="3" pt="2" px="1">
          <Input
            size="sm"
            type="search"
            aria-label={searchLabel}
            placeholder={placeholder}
            autoComplete="off"
            value={query}
            onChange={(event) => { onQueryChange(event.currentTarget.value); }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && onSubmit !== undefined) {
                event.preventDefault();
                onSubmit();
              }
            }}
          />
          {children}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
