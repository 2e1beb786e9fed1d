import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CategoryPicker } from '../../shared/forms/category-picker.js';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { CategoriesDraft } from './categories.draft.js';
import { FIELD_TARGETS } from './field-targets.js';
import { SectionForm } from './section-form.js';
import { useSectionSave } from './use-section-save.js';

/** `Categorias`: the themes brands find the creator by, and the sub-categories within them. */
export const CategoriesSection = observer(function CategoriesSection() {
  const { referenceLists } = useStores();
  const profileEditor = usePageStore(ProfileEditorStore);
  const picked = profileEditor.account?.user.categories.map((category) => category.id) ?? [];
  const [draft] = useState(() => new CategoriesDraft(picked));
  const { saving, formError, saved, submit } = useSectionSave(draft, ['categories'], () => profileEditor.saveCategories(draft.categoryIds));
  const { categories, subCategories } = referenceLists.reference;
  const topLevel = categories.filter((category) => category.parentId === null);
  // Sub-categories are offered once their parent is picked, so the list stays short.
  const offeredSubs = subCategories.filter((sub) => sub.parentId !== null && draft.categoryIds.includes(sub.parentId));
  return (
    <SectionForm name="Categorias" dirty={draft.dirty} saving={saving} formError={formError} saved={saved} onSubmit={submit}>
      <Stack gap="6">
        <CategoryPicker draft={draft} categories={topLevel} required id={FIELD_TARGETS.categories.id} />
        {offeredSubs.length > 0 && (
          <CategoryPicker draft={{ categoryIds: draft.categoryIds, errors: {}, toggleCategory: (id) => { draft.toggleCategory(id); } }} categories={offeredSubs} required={false} legend="Subcategorias" />
        )}
      </Stack>
    </SectionForm>
  );
});
