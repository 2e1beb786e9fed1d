import { AUDIENCE_TIERS, firstMatches } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { ChipList } from './chip-list.js';
import { FilterChip } from './filter-chip.js';
import { FilterSection } from './filter-section.js';

const TIERS = AUDIENCE_TIERS.map((tier) => ({ ...tier, name: tier.label }));

/** Audiência: the four follower tiers; choosing one replaces the other (mutually exclusive). */
export const AudienceFilter = observer(function AudienceFilter() {
  const { search } = useStores();
  const [query, setQuery] = useState('');
  const shown = firstMatches(TIERS, query);
  return (
    <FilterSection title="Audiência" searchLabel="Buscar faixa de audiência" placeholder="Ex.: Micro" query={query} onQueryChange={setQuery} defaultOpen>
      <ChipList label="Faixas de audiência" count={shown.length} empty={`Nenhuma faixa para “${query.trim()}”.`}>
        {shown.map((tier) => (
          <FilterChip
            key={tier.key}
            label={tier.label}
            selected={search.filters.audienceTier === tier.key}
            onToggle={() => { search.selectAudienceTier(tier.key); }}
          />
        ))}
      </ChipList>
    </FilterSection>
  );
});
