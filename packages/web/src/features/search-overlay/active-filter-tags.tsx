import { Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { RemovableFilterTag } from '../../shared/search/removable-filter-tag.js';
import { useStores } from '../../stores/stores-context.js';

/** The active filters as removable tags, at the top of the overlay. */
export const ActiveFilterTags = observer(function ActiveFilterTags() {
  const { search } = useStores();
  const chips = search.activeChips;
  if (chips.length === 0) return null;
  return (
    <Wrap as="ul" aria-label="Filtros ativos" gap="2" listStyleType="none" maxH="6.5rem" overflowY="auto">
      {chips.map((chip) => (
        <li key={chip.key}>
          <RemovableFilterTag variant="solid" label={chip.label} onRemove={() => { search.removeChip(chip.key); }} />
        </li>
      ))}
    </Wrap>
  );
});
