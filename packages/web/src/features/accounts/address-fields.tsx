import { Alert, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormField } from '../../shared/forms/form-field.js';
import type { ProfileBasicsDraft } from './profile-basics.draft.js';
import { StateCitySelects } from '../../shared/forms/state-city-selects.js';

/** CEP first: a known CEP fills state and city; an unknown one (or the service down) offers the lists. */
export const AddressFields = observer(function AddressFields({ draft }: { readonly draft: ProfileBasicsDraft }) {
  return (
    <Stack gap="4">
      <FormField label="CEP" error={draft.errors.postalCode} helperText="Preenchemos o estado e a cidade para você.">
        <Input
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={draft.postalCode}
          onChange={(event) => { draft.setPostalCode(event.target.value); }}
        />
      </FormField>
      {draft.lookup === 'looking' && (
        <HStack role="status" color="fg.muted" fontSize="sm">
          <Spinner size="sm" />
          <Text>Buscando o CEP…</Text>
        </HStack>
      )}
      {draft.lookup === 'found' && (
        <Text role="status" fontSize="sm">
          Cidade: <strong>{draft.city}</strong> – {draft.state}
        </Text>
      )}
      {draft.lookup === 'failed' && (
        <>
          {draft.lookupMessage !== null && (
            <Alert.Root status="warning" role="alert" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Description>{draft.lookupMessage}</Alert.Description>
            </Alert.Root>
          )}
          <StateCitySelects draft={draft} />
        </>
      )}
      {(draft.lookup === 'found' || draft.lookup === 'failed') && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Stack gridColumn={{ md: 'span 2' }}>
            <FormField label="Rua" helperText="Opcional.">
              <Input name="street" autoComplete="address-line1" value={draft.street} onChange={(event) => { draft.setStreet(event.target.value); }} />
            </FormField>
          </Stack>
          <FormField label="Número" helperText="Opcional.">
            <Input name="number" value={draft.number} onChange={(event) => { draft.setNumber(event.target.value); }} />
          </FormField>
        </SimpleGrid>
      )}
    </Stack>
  );
});
