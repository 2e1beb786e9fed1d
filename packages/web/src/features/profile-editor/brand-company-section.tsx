import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import type { User } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormField } from '../../shared/forms/form-field.js';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { BrandCompanyDraft, type BrandCompanyField } from './brand-company.draft.js';
import { SectionForm } from './section-form.js';
import { useSectionSave } from './use-section-save.js';

const FIELDS: readonly BrandCompanyField[] = ['companyName', 'cnpj', 'legalName', 'phone', 'website'];

/** What sets one field apart from the others. */
interface FieldProps {
  readonly helperText?: string;
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'tel' | 'url';
  readonly type?: string;
  readonly placeholder?: string;
}

/** A brand's "Empresa": company name, CNPJ and razão social (for receipts), and how to reach it. */
export const BrandCompanySection = observer(function BrandCompanySection() {
  const { session } = useStores();
  const profileEditor = usePageStore(ProfileEditorStore);
  const user = profileEditor.account?.user ?? session.user;
  if (user === null) return null;
  return <BrandCompanyForm key={user.id} user={user} />;
});

const BrandCompanyForm = observer(function BrandCompanyForm({ user }: { readonly user: User }) {
  const profileEditor = usePageStore(ProfileEditorStore);
  const [draft] = useState(() => new BrandCompanyDraft(user));
  const { saving, formError, saved, submit } = useSectionSave(draft, FIELDS, () => profileEditor.saveProfile(draft.toChanges()));
  const field = (name: BrandCompanyField, label: string, props: FieldProps = {}) => (
    <FormField label={label} error={draft.errors[name]} helperText={props.helperText} required={name === 'companyName'}>
      <Input
        name={name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        placeholder={props.placeholder}
        value={draft.values[name]}
        onChange={(event) => { draft.set(name, event.target.value); }}
      />
    </FormField>
  );
  return (
    <SectionForm name="Empresa" dirty={draft.dirty} saving={saving} formError={formError} saved={saved} onSubmit={submit}>
      {field('companyName', 'Empresa', { autoComplete: 'organization' })}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('cnpj', 'CNPJ', { inputMode: 'numeric', placeholder: '00.000.000/0000-00', helperText: 'Opcional agora; necessário para os recibos.' })}
        {field('legalName', 'Razão social', { helperText: 'Como está no CNPJ.' })}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('phone', 'Telefone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '(11) 98765-4321', helperText: 'Opcional. Com DDD.' })}
        {field('website', 'Site', { type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://www.suaempresa.com.br', helperText: 'Opcional.' })}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">E-mail de contato: <strong>{user.email}</strong></Text>
    </SectionForm>
  );
});
