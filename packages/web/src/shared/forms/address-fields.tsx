import { Alert, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormField } from './form-field.js';
import { StateCitySelects, type PlaceDraft } from './state-city-selects.js';

/** Where a CEP lookup stands: `failed` offers the state and city lists instead. */
export type PostalCodeLookup = 'idle' | 'looking' | 'found' | 'failed';

/** What {@link AddressFields} reads and changes: the CEP, its lookup, the place, street and number. */
export interface AddressFieldsDraft extends PlaceDraft {
  readonly postalCode: string;
  readonly street: string;
  readonly number: string;
  readonly lookup: PostalCodeLookup;
  readonly lookupMessage: string | null;
  readonly errors: PlaceDraft['errors'] & { readonly postalCode?: string | undefined };
  setPostalCode(text: string): void;
  setStreet(text: string): void;
  setNumber(text: string): void;
}

/** CEP first: a known CEP fills state and city; an unknown one (or the service down) offers the lists. */
export const AddressFields = observer(function AddressFields({ draft }: { readonly draft: AddressFieldsDraft }) {
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
      <PostalCodeLookupNotice draft={draft} />
      {draft.lookup === 'found' && (
        <Text role="status" fontSize="sm">
          Cidade: <strong>{draft.city}</strong> – {draft.state}
        </Text>
      )}
      {draft.lookup === 'failed' && <StateCitySelects draft={draft} />}
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

/** While the CEP is looked up, a line says so; when the lookup fails, why, so the person picks the place. */
export const PostalCodeLookupNotice = observer(function PostalCodeLookupNotice({ draft }: {
  readonly draft: Pick<AddressFieldsDraft, 'lookup' | 'lookupMessage'>;
}) {
  if (draft.lookup === 'looking') {
    return (
      <HStack role="status" color="fg.muted" fontSize="sm">
        <Spinner size="sm" />
        <Text>Buscando o CEP…</Text>
      </HStack>
    );
  }
  if (draft.lookup !== 'failed' || draft.lookupMessage === null) return null;
  return (
    <Alert.Root status="warning" role="alert" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>{draft.lookupMessage}</Alert.Description>
    </Alert.Root>
  );
});
