import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PostalCodeLookupNotice } from '../../shared/forms/address-fields.js';
import { FormField } from '../../shared/forms/form-field.js';
import { StateCitySelects } from '../../shared/forms/state-city-selects.js';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { AccountAccess } from './account-access.js';
import { FIELD_TARGETS } from './field-targets.js';
import { PhotoField } from './photo-field.js';
import { MINI_BIO_MAX, ProfileDraft, type ProfileField } from './profile.draft.js';
import { SectionForm } from './section-form.js';
import { useSectionSave } from './use-section-save.js';

const FIELDS: readonly ProfileField[] = ['name', 'miniBio', 'phone', 'postalCode', 'state', 'city'];

/** `Meu perfil`: photo, name, mini bio, phone and place; e-mail and password below, each its own. */
export const ProfileSection = observer(function ProfileSection() {
  const profileEditor = usePageStore(ProfileEditorStore);
  const account = profileEditor.account;
  const [draft] = useState(() =>
    account === null ? null : new ProfileDraft(account.user, { state: account.details?.state ?? null, city: account.details?.city ?? null }, (cep) => profileEditor.lookUpPostalCode(cep)),
  );
  const save = useSectionSave(draft ?? NO_DRAFT, FIELDS, () => (draft === null ? Promise.resolve() : profileEditor.saveProfile(draft.toChanges(), draft.toAddress())));
  if (draft === null || account === null) return null;
  return (
    <Stack gap="10">
      <PhotoField />
      <SectionForm name="Meu perfil" dirty={draft.dirty} saving={save.saving} formError={save.formError} saved={save.saved} onSubmit={save.submit}>
        <FormField label="Nome" id={FIELD_TARGETS.name.id} error={draft.errors.name}>
          <Input name="full-name" autoComplete="name" value={draft.values.name} onChange={(event) => { draft.set('name', event.target.value); }} />
        </FormField>
        <FormField
          label="Mini bio"
          id={FIELD_TARGETS.miniBio.id}
          error={draft.errors.miniBio}
          helperText={`${String(draft.values.miniBio.length)}/${String(MINI_BIO_MAX)}. Conte em poucas linhas quem você é e o que cria.`}
        >
          <Textarea name="miniBio" rows={4} value={draft.values.miniBio} onChange={(event) => { draft.set('miniBio', event.target.value); }} />
        </FormField>
        <FormField label="Telefone" id={FIELD_TARGETS.phone.id} error={draft.errors.phone} helperText="Com DDD, para as marcas falarem com você.">
          <Input type="tel" name="phone" inputMode="tel" autoComplete="tel-national" placeholder="(11) 98765-4321" value={draft.values.phone} onChange={(event) => { draft.setPhone(event.target.value); }} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="CEP" error={draft.address.errors.postalCode} helperText="Preenche o estado e a cidade.">
            <Input
              name="postalCode"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              value={draft.address.postalCode}
              onChange={(event) => { draft.address.setPostalCode(event.target.value); }}
            />
          </FormField>
        </SimpleGrid>
        <PostalCodeLookupNotice draft={draft.address} />
        <StateCitySelects draft={draft.address} ids={{ state: FIELD_TARGETS.state.id, city: FIELD_TARGETS.city.id }} />
      </SectionForm>
      <AccountAccess />
    </Stack>
  );
});

const NO_DRAFT = { validate: () => false, showErrors: () => undefined, markSaved: () => undefined };
