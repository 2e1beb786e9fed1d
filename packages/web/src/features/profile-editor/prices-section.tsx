import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormField } from '../../shared/forms/form-field.js';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { FIELD_TARGETS } from './field-targets.js';
import { PricesDraft, type PriceField } from './prices.draft.js';
import { SectionForm } from './section-form.js';
import { useSectionSave } from './use-section-save.js';

const FORMATS: readonly { readonly field: PriceField; readonly label: string }[] = [
  { field: 'stories', label: 'Stories' },
  { field: 'feed', label: 'Feed' },
  { field: 'tiktok', label: 'TikTok' },
];

/** `Valores`: the price of each format in reais; 0 means the creator does not offer it. */
export const PricesSection = observer(function PricesSection() {
  const profileEditor = usePageStore(ProfileEditorStore);
  const prices = profileEditor.account?.details?.prices ?? { stories: 0, feed: 0, tiktok: 0 };
  const [draft] = useState(() => new PricesDraft(prices));
  const { saving, formError, saved, submit } = useSectionSave(draft, ['stories', 'feed', 'tiktok'], () => profileEditor.savePrices(draft.toPrices()));
  return (
    <SectionForm name="Valores" dirty={draft.dirty} saving={saving} formError={formError} saved={saved} onSubmit={submit}>
      <Text color="fg.muted">Quanto você cobra por peça. Deixe R$ 0,00 no que você não oferece.</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {FORMATS.map(({ field, label }) => (
          <FormField
            key={field}
            label={label}
            id={FIELD_TARGETS[field].id}
            error={draft.errors[field]}
            helperText={draft.isNotOffered(field) ? 'Não ofereço' : 'Valor por peça'}
          >
            <Input
              name={field}
              inputMode="numeric"
              placeholder="R$ 0,00"
              value={draft.values[field]}
              onChange={(event) => { draft.set(field, event.target.value); }}
            />
          </FormField>
        ))}
      </SimpleGrid>
    </SectionForm>
  );
});
