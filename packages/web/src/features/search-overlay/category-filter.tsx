import { firstMatches } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { ChipList } from './chip-list.js';
import { FilterChip } from './filter-chip.js';
import { FilterSection } from './filter-section.js';

/** Categorias: the reference categories as chips, the first 10 matching the section's search. */
export const CategoryFilter = observer(function CategoryFilter() {
  const { search, referenceLists } = useStores();
  const [query, setQuery] = useState('');
  const all = referenceLists.reference.categories;
  const shown = firstMatches(all, query);
  const empty = all.length === 0 ? 'Categorias indisponíveis no momento.' : `Nenhuma categoria para “${query.trim()}”.`;
  return (
    <FilterSection title="Categorias" searchLabel="Buscar categoria" placeholder="Ex.: Beleza" query={query} onQueryChange={setQuery} defaultOpen>
      <ChipList label="Categorias" count={shown.length} empty={empty}>
        {shown.map((category) => (
          <FilterChip
            key={category.id}
            label={category.name}
            selected={search.filters.categoryIds.includes(category.id)}
            onToggle={() => { search.toggleCategory(category.id); }}
          />
        ))}
      </ChipList>
    </FilterSection>
  );
});
