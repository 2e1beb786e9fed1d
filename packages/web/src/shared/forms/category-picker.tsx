import { Checkbox, Fieldset, Input, Text, Wrap } from '@chakra-ui/react';
import type { Category } from '@publi/application';
import { firstMatches } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';

/** What {@link CategoryPicker} reads and changes: the picked ids and their error. */
export interface CategoryDraft {
  readonly categoryIds: readonly number[];
  readonly errors: { readonly categories?: string | undefined };
  toggleCategory(id: number): void;
}

// Enough to pick from at a glance; the filter box reaches the rest.
const SHOWN = 20;

/** The top-level categories as checkable chips, with a filter box; the picked ones stay in view. */
export const CategoryPicker = observer(function CategoryPicker({ draft, categories, required, legend = 'Categorias', id }: {
  readonly draft: CategoryDraft; readonly categories: readonly Category[]; readonly required: boolean;
  /** The fieldset's legend. */
  readonly legend?: string;
  /** The fieldset's id, for links that bring the person to it. */
  readonly id?: string;
}) {
  const [query, setQuery] = useState('');
  const matches = firstMatches(categories, query, SHOWN);
  const picked = categories.filter((category) => draft.categoryIds.includes(category.id) && !matches.includes(category));
  const error = draft.errors.categories;
  return (
    <Fieldset.Root invalid={error !== undefined} id={id} tabIndex={id === undefined ? undefined : -1}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.HelperText>
        {required ? 'Escolha pelo menos uma: é assim que as marcas encontram você.' : 'Opcional: os temas que interessam à sua marca.'}
      </Fieldset.HelperText>
      {categories.length > SHOWN && (
        <Input size="sm" maxW="xs" placeholder="Filtrar categorias" aria-label="Filtrar categorias" value={query} onChange={(event) => { setQuery(event.target.value); }} />
      )}
      <Wrap gap="2">
        {[...picked, ...matches].map((category) => (
          <Checkbox.Root
            key={category.id}
            checked={draft.categoryIds.includes(category.id)}
            onCheckedChange={() => { draft.toggleCategory(category.id); }}
            variant="outline"
            colorPalette="secondary"
            borderWidth="1px"
            borderRadius="full"
            px="3"
            py="1.5"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{category.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {categories.length === 0 && <Text fontSize="sm" color="fg.muted">Não foi possível carregar as categorias agora. Você pode escolhê-las depois, no seu perfil.</Text>}
      {categories.length > 0 && matches.length === 0 && <Text fontSize="sm" color="fg.muted">Nenhuma categoria com “{query}”.</Text>}
      {error !== undefined && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
});
