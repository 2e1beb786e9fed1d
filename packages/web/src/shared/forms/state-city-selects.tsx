import { NativeSelect, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { citiesOf, loadBrazilStates, type BrazilState } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormField } from './form-field.js';

/** What {@link StateCitySelects} reads and changes: the picked state and city. */
export interface PlaceDraft {
  readonly state: string;
  readonly city: string;
  readonly errors: { readonly city?: string | undefined; readonly state?: string | undefined };
  pickState(sigla: string): void;
  pickCity(city: string): void;
}

/** `Estado` and `Cidade` pickers; the dataset is fetched only when these first show. */
export const StateCitySelects = observer(function StateCitySelects({ draft, ids }: {
  readonly draft: PlaceDraft;
  /** Control ids, for links that bring the person to a field. */
  readonly ids?: { readonly state: string; readonly city: string };
}) {
  const [states, setStates] = useState<readonly BrazilState[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadBrazilStates().then(
      (loaded) => { if (live) setStates(loaded); },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, []);

  if (failed) return <Text role="alert" color="fg.error">Não foi possível carregar a lista de estados. Recarregue a página.</Text>;
  if (states === null) return <Skeleton height="20" borderRadius="md" aria-label="Carregando estados e cidades" />;
  const cities = citiesOf(states, draft.state);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Estado" error={draft.errors.state} id={ids?.state}>
        <NativeSelect.Root>
          <NativeSelect.Field name="state" value={draft.state} onChange={(event) => { draft.pickState(event.target.value); }}>
            <option value="">Escolha o estado</option>
            {states.map((state) => <option key={state.sigla} value={state.sigla}>{state.nome}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Cidade" error={draft.errors.city} id={ids?.city}>
        <NativeSelect.Root disabled={draft.state === ''}>
          <NativeSelect.Field name="city" value={draft.city} onChange={(event) => { draft.pickCity(event.target.value); }}>
            <option value="">{draft.state === '' ? 'Escolha o estado primeiro' : 'Escolha a cidade'}</option>
            {cities.map((city) => <option key={city} value={city}>{city}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
});
