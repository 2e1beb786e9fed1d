import { Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { formatCount } from '../../shared/creator/creator-format.js';
import { RemovableFilterTag } from '../../shared/search/removable-filter-tag.js';
import { useStores } from '../../stores/stores-context.js';

/** The count of results, the active filters as removable chips, and the ways to change them. */
export const ResultsSummary = observer(function ResultsSummary() {
  const { search, searchOverlay, creatorResults } = useStores();
  const result = creatorResults.result;
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Criadores</Heading>
          <Text color="fg.muted" aria-live="polite" minH="6">
            {creatorResults.status === 'loading' && result === null ? 'Buscando criadores…' : result !== null ? countText(result.total, result.totalIsCapped) : ''}
          </Text>
        </Stack>
        <Button colorPalette="primary" variant={search.hasFilters ? 'outline' : 'solid'} onClick={() => { searchOverlay.open(); }} aria-haspopup="dialog">
          {search.hasFilters ? 'Refinar busca' : 'Filtrar'}
        </Button>
      </HStack>
      {search.activeChips.length > 0 && (
        <Wrap gap="2" as="ul" aria-label="Filtros ativos" listStyleType="none">
          {search.activeChips.map((chip) => (
            <li key={chip.key}>
              <RemovableFilterTag variant="subtle" label={chip.label} onRemove={() => { search.removeChip(chip.key); }} />
            </li>
          ))}
          <li>
            <Button size="xs" variant="ghost" onClick={() => { search.clearAll(); }}>Limpar filtros</Button>
          </li>
        </Wrap>
      )}
    </Stack>
  );
});

/** '1 criador', '1.234 criadores', 'Mais de 1.000 criadores'. */
export function countText(total: number, capped: boolean): string {
  if (capped) return `Mais de ${formatCount(total)} criadores`;
  return `${formatCount(total)} ${total === 1 ? 'criador' : 'criadores'}`;
}
