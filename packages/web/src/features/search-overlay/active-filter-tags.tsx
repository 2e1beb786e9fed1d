import { Tag, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../shared/stores-context.js';

/** The active filters as removable tags, at the top of the overlay. */
export const ActiveFilterTags = observer(function ActiveFilterTags() {
  const { search } = useStores();
  const chips = search.activeChips;
  if (chips.length === 0) return null;
  return (
    <Wrap as="ul" aria-label="Filtros ativos" gap="2" listStyleType="none" maxH="6.5rem" overflowY="auto">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Tag.Root size="lg" colorPalette="secondary" variant="solid" borderRadius="full">
            <Tag.Label>{chip.label}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger aria-label={`Remover filtro ${chip.label}`} onClick={() => { search.removeChip(chip.key); }} />
            </Tag.EndElement>
          </Tag.Root>
        </li>
      ))}
    </Wrap>
  );
});
