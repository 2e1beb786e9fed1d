import { HStack, Slider, Text } from '@chakra-ui/react';
import { ENGAGEMENT_RANGE, isValidEngagementRange } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useStores } from '../../stores/stores-context.js';
import { FilterSection } from './filter-section.js';

const FULL_RANGE = [ENGAGEMENT_RANGE.min, ENGAGEMENT_RANGE.max];
// What the section's box accepts: "10-45", "10%-45%", "10 a 45".
const TYPED_BAND = /^\s*(\d{1,3})\s*%?\s*(?:-|–|a|até)\s*(\d{1,3})\s*%?\s*$/i;

/**
 * Engajamento: a two-thumb slider 0-100 that adds one '{min}%-{max}%' tag, replacing any earlier
 * one; its search box takes a typed band. Removing the tag puts the slider back to 0-100.
 */
export const EngagementFilter = observer(function EngagementFilter() {
  const { search } = useStores();
  const stored = search.filters.engagement;
  const [draft, setDraft] = useState<number[]>(FULL_RANGE);
  const [query, setQuery] = useState('');
  const id = useId();
  // Zag reports the keyboard's change-end with the value from before the key: keep the latest here.
  const latest = useRef<readonly number[]>(FULL_RANGE);
  // The store is the truth: a removed tag or 'Limpar Tudo' moves the thumbs back.
  useEffect(() => {
    const value = stored === null ? FULL_RANGE : [stored.min, stored.max];
    latest.current = value;
    setDraft(value);
  }, [stored]);
  const apply = ([min = ENGAGEMENT_RANGE.min, max = ENGAGEMENT_RANGE.max]: readonly number[]) => {
    if (isValidEngagementRange(min, max)) search.setEngagement(min, max);
  };
  const typed = TYPED_BAND.exec(query);
  const submitTyped = () => {
    if (typed === null) return;
    apply([Number(typed[1]), Number(typed[2])]);
    setQuery('');
  };
  return (
    <FilterSection title="Engajamento" searchLabel="Buscar faixa de engajamento" placeholder="Ex.: 10-45" query={query} onQueryChange={setQuery} onSubmit={submitTyped} defaultOpen>
      {query.trim() !== '' && (
        <Text fontSize="sm" color={typed === null ? 'fg.error' : 'fg.muted'}>
          {typed === null ? 'Digite uma faixa como 10-45.' : 'Tecle Enter para aplicar a faixa.'}
        </Text>
      )}
      <Slider.Root
        value={draft}
        min={ENGAGEMENT_RANGE.min}
        max={ENGAGEMENT_RANGE.max}
        step={ENGAGEMENT_RANGE.step}
        minStepsBetweenThumbs={0}
        getAriaValueText={({ value }) => `${String(value)}%`}
        colorPalette="secondary"
        onValueChange={({ value }) => { latest.current = value; setDraft(value); }}
        onValueChangeEnd={() => { apply(latest.current); }}
      >
        <HStack justify="space-between">
          <Slider.Label>Faixa de engajamento</Slider.Label>
          <Text fontSize="sm" aria-hidden="true">{`${String(draft[0])}% – ${String(draft[1])}%`}</Text>
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          {/* Each thumb gets its own name; without it both would read as the section label. */}
          {['Engajamento mínimo', 'Engajamento máximo'].map((name, index) => (
            <Slider.Thumb key={name} index={index} aria-labelledby={`${id}-${String(index)}`}>
              <Slider.HiddenInput />
              <span id={`${id}-${String(index)}`} hidden>{name}</span>
            </Slider.Thumb>
          ))}
        </Slider.Control>
      </Slider.Root>
    </FilterSection>
  );
});
