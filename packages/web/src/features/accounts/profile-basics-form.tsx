import { Input, Link, Stack } from '@chakra-ui/react';
import type { Category } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '../../shared/forms/form-field.js';
import { SignUpStore } from '../../stores/sign-up.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { AddressFields } from '../../shared/forms/address-fields.js';
import { CategoryPicker } from '../../shared/forms/category-picker.js';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { ProfileBasicsDraft } from './profile-basics.draft.js';
import { BusyButton } from '../../shared/busy-button.js';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errors/error-message.js';

/** Phone, address by CEP and categories, saved in one request; `onSaved` runs once the session has the new account. */
export const ProfileBasicsForm = observer(function ProfileBasicsForm({ isCreator, onSaved }: { readonly isCreator: boolean; readonly onSaved: () => void }) {
  const { referenceLists } = useStores();
  const signUp = usePageStore(SignUpStore);
  const categories: readonly Category[] = referenceLists.reference.categories.filter((category) => category.parentId === null);
  const [draft] = useState(() => new ProfileBasicsDraft((cep) => signUp.lookUpPostalCode(cep), isCreator && categories.length > 0));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!draft.validate()) return;
    setSaving(true);
    try {
      await signUp.saveProfile(draft.toUserInfo());
      onSaved();
    } catch (error) {
      draft.showServerFields(fieldErrorsOf(error));
      setFormError(errorMessageOf(error, 'Não foi possível salvar agora. Tente de novo.'));
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        <FormAlert message={formError} />
        <FormField label="Telefone" error={draft.errors.phone} helperText="Opcional. Com DDD, para as marcas falarem com você.">
          <Input type="tel" name="phone" inputMode="tel" autoComplete="tel-national" placeholder="(11) 98765-4321" value={draft.phone} onChange={(event) => { draft.setPhone(event.target.value); }} />
        </FormField>
        <AddressFields draft={draft.address} />
        <CategoryPicker draft={draft} categories={categories} required={isCreator && categories.length > 0} />
        <Stack direction={{ base: 'column-reverse', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }}>
          <Link asChild colorPalette="secondary" fontWeight="medium" alignSelf="center">
            <RouterLink to="/home">Pular por agora</RouterLink>
          </Link>
          <BusyButton type="submit" colorPalette="primary" size="lg" busy={saving}>
            Salvar e continuar
          </BusyButton>
        </Stack>
      </Stack>
    </form>
  );
});
