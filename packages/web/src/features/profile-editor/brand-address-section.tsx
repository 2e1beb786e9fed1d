import { Text } from '@chakra-ui/react';
import type { User } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { AddressFields } from '../../shared/forms/address-fields.js';
import { AddressDraft, type AddressField } from '../../stores/address.draft.js';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { SectionForm } from './section-form.js';
import { useSectionSave } from './use-section-save.js';

const FIELDS: readonly AddressField[] = ['postalCode', 'state', 'city', 'street', 'number'];

/** A brand's "Endereço de cobrança": the CEP fills state and city, as at sign-up. */
export const BrandAddressSection = observer(function BrandAddressSection() {
  const { session } = useStores();
  const profileEditor = usePageStore(ProfileEditorStore);
  const user = profileEditor.account?.user ?? session.user;
  if (user === null) return null;
  return <BrandAddressForm key={user.id} user={user} />;
});

const BrandAddressForm = observer(function BrandAddressForm({ user }: { readonly user: User }) {
  const profileEditor = usePageStore(ProfileEditorStore);
  const [draft] = useState(() => new AddressDraft(user.address, (cep) => profileEditor.lookUpPostalCode(cep), { required: true }));
  const { saving, formError, saved, submit } = useSectionSave(draft, FIELDS, () => {
    // A required draft sends only once whole; `undefined` cannot reach here.
    const address = draft.toInput();
    return address === undefined ? Promise.resolve() : profileEditor.saveAddress(address);
  });
  return (
    <SectionForm name="Endereço de cobrança" dirty={draft.dirty} saving={saving} formError={formError} saved={saved} onSubmit={submit}>
      <Text color="fg.muted">O endereço que vai nas notas e recibos da sua empresa.</Text>
      <AddressFields draft={draft} />
    </SectionForm>
  );
});
