import { Input, NativeSelect, RadioGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BankAccountType } from '@publi/application';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { FormField } from '../../shared/forms/form-field.js';
import type { BankAccountDraft } from './bank-account.draft.js';
import { FIELD_TARGETS } from './field-targets.js';
import { useBanks } from './use-banks.js';

const ACCOUNT_TYPES: readonly { readonly value: BankAccountType; readonly label: string }[] = [
  { value: 'corrente', label: 'Conta corrente' },
  { value: 'poupanca', label: 'Conta poupança' },
];

/** Bank, account type, agency and account, owner's name and CPF or CNPJ, Pix key. */
export const BankAccountFields = observer(function BankAccountFields({ draft }: { readonly draft: BankAccountDraft }) {
  return (
    <Stack gap="5">
      <FormField label="Chave Pix" error={draft.errors.pixKey} helperText="Opcional, e a forma preferida de receber: CPF, CNPJ, e-mail, celular ou chave aleatória.">
        <Input name="pixKey" autoComplete="off" value={draft.pixKey} onChange={(event) => { draft.set('pixKey', event.target.value); }} />
      </FormField>
      <BankSelect draft={draft} />
      <RadioGroup.Root
        value={draft.accountType}
        onValueChange={(details) => { if (details.value === 'corrente' || details.value === 'poupanca') draft.setAccountType(details.value); }}
        aria-label="Tipo de conta"
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap="5">
          {ACCOUNT_TYPES.map((type) => (
            <RadioGroup.Item key={type.value} value={type.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{type.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Agência" id={FIELD_TARGETS.agency.id} error={draft.errors.agency} helperText="Com o dígito, se houver: 1234-5.">
          <Input name="agency" inputMode="numeric" autoComplete="off" value={draft.agency} onChange={(event) => { draft.set('agency', event.target.value); }} />
        </FormField>
        <FormField label="Conta com dígito" id={FIELD_TARGETS.account.id} error={draft.errors.account} helperText="Como 12345-6.">
          <Input name="account" inputMode="numeric" autoComplete="off" value={draft.account} onChange={(event) => { draft.set('account', event.target.value); }} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Nome do titular" id={FIELD_TARGETS.ownerName.id} error={draft.errors.ownerName}>
          <Input name="ownerName" autoComplete="name" value={draft.ownerName} onChange={(event) => { draft.set('ownerName', event.target.value); }} />
        </FormField>
        {/* Never `name="ownerDocument"`: a control's name becomes a property of its form, and
            that one would hide `form.ownerDocument`, which browsers' tools and libraries read. */}
        <FormField label="CPF ou CNPJ do titular" error={draft.errors.ownerDocument}>
          <Input name="owner-document" inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" value={draft.ownerDocument} onChange={(event) => { draft.setOwnerDocument(event.target.value); }} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
});

/**
 * The bank list on its own: some 300 options, re-rendered only when the bank changes, not at
 * every keystroke in the other fields.
 */
const BankSelect = observer(function BankSelect({ draft }: { readonly draft: BankAccountDraft }) {
  const { banks, failed } = useBanks();
  const options = useMemo(
    () => banks?.map((bank) => <option key={bank.code} value={bank.code}>{`${bank.code} – ${bank.name}`}</option>),
    [banks],
  );
  return (
    <FormField label="Banco" id={FIELD_TARGETS.bankCode.id} error={draft.errors.bankCode}>
      {failed ? (
        <Text role="alert" color="fg.error">Não foi possível carregar a lista de bancos. Recarregue a página.</Text>
      ) : options === undefined ? (
        <Skeleton height="10" borderRadius="md" aria-label="Carregando a lista de bancos" />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field name="bankCode" value={draft.bankCode} onChange={(event) => { draft.set('bankCode', event.target.value); }}>
            <option value="">Escolha o banco</option>
            {options}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
});
