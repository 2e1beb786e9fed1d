import { Spinner, Stack, Text } from '@chakra-ui/react';
import { firstMatches } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { ChipList } from './chip-list.js';
import { FilterChip } from './filter-chip.js';
import { FilterSection } from './filter-section.js';
import { prefixMatchesFirst } from './prefix-matches-first.js';
import { useBrazilPlaces, type BrazilPlaces } from './use-brazil-places.js';

/**
 * Localização: the 27 states by name (selecting one filters by its sigla) and, once something
 * is typed, the matching cities as "Cidade — UF". The dataset loads when the section opens or
 * its box is used.
 */
export const LocationFilter = observer(function LocationFilter() {
  const { places, status, load } = useBrazilPlaces();
  const [query, setQuery] = useState('');
  const onQueryChange = (text: string) => {
    setQuery(text);
    load();
  };
  return (
    <FilterSection title="Localização" searchLabel="Buscar cidade ou estado" placeholder="Ex.: Recife ou PE" query={query} onQueryChange={onQueryChange} onOpen={load}>
      {status === 'failed' && <Text color="fg.error">Não foi possível carregar estados e cidades. Feche e abra a seção para tentar de novo.</Text>}
      {places === null && status !== 'failed' && (
        <Stack direction="row" align="center" gap="2" role="status">
          <Spinner size="sm" />
          <Text fontSize="sm">Carregando estados e cidades…</Text>
        </Stack>
      )}
      {places !== null && <PlaceChips places={places} query={query} />}
    </FilterSection>
  );
});

const PlaceChips = observer(function PlaceChips({ places, query }: { readonly places: BrazilPlaces; readonly query: string }) {
  const { search } = useStores();
  const states = firstMatches(prefixMatchesFirst(places.states, query), query);
  const cities = query.trim() === '' ? [] : firstMatches(prefixMatchesFirst(places.cities, query), query);
  return (
    <Stack gap="3">
      <Text fontSize="sm" fontWeight="medium">Estados</Text>
      <ChipList label="Estados" count={states.length} empty="Nenhum estado encontrado.">
        {states.map((state) => (
          <FilterChip key={state.sigla} label={state.name} selected={search.filters.states.includes(state.sigla)} onToggle={() => { search.toggleState(state.sigla); }} />
        ))}
      </ChipList>
      <Text fontSize="sm" fontWeight="medium">Cidades</Text>
      {query.trim() === '' ? (
        <Text fontSize="sm" color="fg.muted">Digite para buscar cidades.</Text>
      ) : (
        <ChipList label="Cidades" count={cities.length} empty={`Nenhuma cidade para “${query.trim()}”.`}>
          {cities.map((city) => (
            <FilterChip
              key={`${city.sigla}:${city.name}`}
              label={`${city.name} — ${city.sigla}`}
              selected={search.filters.cities.includes(city.name)}
              onToggle={() => { search.toggleCity(city.name); }}
            />
          ))}
        </ChipList>
      )}
    </Stack>
  );
});
