import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { isApplicationError } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../shared/forms/form-alert.js';
import { UnsavedChangesWarning } from '../../shared/forms/unsaved-changes-warning.js';
import { useStores } from '../../stores/stores-context.js';
import { BankAccountDraft } from './bank-account.draft.js';
import { BankAccountFields } from './bank-account-fields.js';

/** The section's title, as the sections nav and the completion name it. */
export const BANK_SECTION_TITLE = 'Meu negócio (Dados bancários)';

/**
 * "Meu negócio (Dados bancários)", `/perfil/dados-bancarios`: where a creator is paid. An agent
 * acting for the creator sees only why there is nothing here: bank data stays with the creator.
 */
export const BankSection = observer(function BankSection() {
  const { actingAs } = useStores();
  return (
    <Stack gap="5" as="section" aria-labelledby="bank-section-title">
      <Heading as="h2" size="xl" id="bank-section-title">{BANK_SECTION_TITLE}</Heading>
      {actingAs.isActing ? <BankHiddenFromAgent /> : <BankForm />}
    </Stack>
  );
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
  const { bankAccount } = useStores();
  const [draft] = useState(() => new BankAccountDraft(bankAccount.account));
  const [formError, setFormError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    setSavedNote(null);
    if (!draft.validate()) return;
    try {
      draft.markSaved(await bankAccount.save(draft.toInput()));
      setSavedNote('Dados bancários salvos.');
    } catch (error) {
      // What was typed stays; the server's field messages go beside their fields.
      const placed = isApplicationError(error) && draft.showServerFields(error.fields);
      if (!placed || !isApplicationError(error, 'REQUEST.INVALID')) {
        setFormError(isApplicationError(error) ? error.message : 'Não foi possível salvar agora. Tente de novo.');
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={BANK_SECTION_TITLE}>
      <Stack gap="5">
        <Text color="fg.muted">Para onde vão os pagamentos das suas campanhas. Só você vê estes dados.</Text>
        <FormAlert message={formError} />
        <FormAlert message={savedNote} status="success" />
        <BankAccountFields draft={draft} />
        <Button type="submit" colorPalette="primary" alignSelf={{ base: 'stretch', md: 'flex-start' }} loading={bankAccount.saving} disabled={bankAccount.saving}>
          Salvar dados bancários
        </Button>
      </Stack>
      <UnsavedChangesWarning dirty={draft.isDirty} />
    </form>
  );
});
