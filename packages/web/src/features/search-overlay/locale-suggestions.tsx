import { Text } from '@chakra-ui/react';
import type { LocaleKind, TypeaheadLocale } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context.js';
import { SuggestionGroup } from './suggestion-group.js';
import { SuggestionOption } from './suggestion-option.js';

const KIND_LABELS: Readonly<Record<LocaleKind, string>> = { state: 'Estado', city: 'Cidade' };

/** States and cities matching the text; choosing one sets the state (sigla) or city filter. */
export const LocaleSuggestions = observer(function LocaleSuggestions({ locales, firstIndex }: { readonly locales: readonly TypeaheadLocale[]; readonly firstIndex: number }) {
  const { search } = useStores();
  const isSelected = (locale: TypeaheadLocale) =>
    locale.kind === 'state' ? search.filters.states.includes(locale.state) : search.filters.cities.includes(locale.name);
  return (
    <SuggestionGroup title="Locais" count={locales.length}>
      {locales.map((locale, position) => (
        <SuggestionOption key={`${locale.kind}:${locale.state}:${locale.name}`} index={firstIndex + position} checked={isSelected(locale)}>
          <Text truncate flex="1">{locale.kind === 'city' ? `${locale.name} — ${locale.state}` : locale.name}</Text>
          <Text as="span" fontSize="sm" color="fg.muted">{KIND_LABELS[locale.kind]}</Text>
        </SuggestionOption>
      ))}
    </SuggestionGroup>
  );
});
