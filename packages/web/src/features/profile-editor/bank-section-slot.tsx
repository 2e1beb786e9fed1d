import { Text } from '@chakra-ui/react';

/** The bank section's place until its form (`bank-section.tsx`) takes it. */
export function BankSectionSlot() {
  return <Text color="fg.muted">Em breve você poderá informar aqui sua conta e sua chave Pix.</Text>;
}
