import { Alert, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BankAccountStore } from '../../stores/bank-account.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { BankAccountDraft, type BankField } from './bank-account.draft.js';
import { BankAccountFields } from './bank-account-fields.js';
import { SectionForm } from './section-form.js';
import { useSectionSave } from './use-section-save.js';

const FIELDS: readonly BankField[] = ['bankCode', 'accountType', 'agency', 'account', 'ownerName', 'ownerDocument', 'pixKey'];

/**
 * "Meu negócio (Dados bancários)", `/perfil/dados-bancarios`: where a creator is paid. An agent
 * acting for the creator gets only why there is nothing here: bank data stays with the creator
 * (the registry hides the section from the nav too; this covers the typed address).
 */
export const BankSection = observer(function BankSection() {
  const { actingAs } = useStores();
  return actingAs.isActing ? <BankHiddenFromAgent /> : <BankForm />;
});

function BankHiddenFromAgent() {
  return (
    <Alert.Root status="info" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>
        Dados bancários e chave Pix ficam só com o criador: quem atua como agente não vê nem altera para onde vai o dinheiro.
      </Alert.Description>
    </Alert.Root>
  );
}

const BankForm = observer(function BankForm() {
  const bankAccount = usePageStore(BankAccountStore);
  const [draft] = useState(() => new BankAccountDraft(bankAccount.account));
  // The HTTP adapter keys the server's field messages by the form's names (`ownerDocument`).
  const { saving, formError, saved, submit } = useSectionSave(draft, FIELDS, async () => {
    await bankAccount.save(draft.toInput());
  });
  return (
    <SectionForm name="Meu negócio (Dados bancários)" dirty={draft.dirty} saving={saving} formError={formError} saved={saved} onSubmit={submit}>
      <Text color="fg.muted">Para onde vão os pagamentos das suas campanhas. Só você vê estes dados.</Text>
      <BankAccountFields draft={draft} />
    </SectionForm>
  );
});
