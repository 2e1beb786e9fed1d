import { Button, Heading, HStack, Separator, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { PaymentReceipt, ReceiptParty } from '@publi/application';
import { formatBRL, formatDate, formatDateAtTime } from '@publi/domain';
import { Link as RouterLink } from 'react-router-dom';
import { methodLabel } from './payment-labels.js';

/** "CNPJ 12.345.678/0001-90" or "CPF ***.456.789-**": the server sends them formatted and masked. */
function documentLabel(document: string): string {
  return `${document.includes('/') ? 'CNPJ' : 'CPF'} ${document}`;
}

function Party({ title, party }: { readonly title: string; readonly party: ReceiptParty }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">{title}</Text>
      <Text fontWeight="semibold">{party.name}</Text>
      {party.document !== null && <Text fontSize="sm">{documentLabel(party.document)}</Text>}
    </Stack>
  );
}

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text>{value}</Text>
    </Stack>
  );
}

function Total({ label, centavos, strong = false }: { readonly label: string; readonly centavos: number; readonly strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
      <Text>{label}</Text>
      <Text>{formatBRL(centavos)}</Text>
    </HStack>
  );
}

/** The receipt itself: who paid whom, for which contracts, how much, and what it is not. */
export function ReceiptSheet({ receipt }: { readonly receipt: PaymentReceipt }) {
  const { payment } = receipt;
  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap" css={{ '@media print': { display: 'none' } }}>
        <RouterLink to="/pagamentos">← Pagamentos</RouterLink>
        <Button size="sm" colorPalette="primary" onClick={() => { window.print(); }}>Imprimir</Button>
      </HStack>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Recibo de pagamento</Heading>
        <Text color="fg.muted">{payment.projectName}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Fact label="Pagamento nº" value={String(payment.id)} />
        <Fact label="Pago em" value={payment.paidAt === null ? '—' : formatDateAtTime(new Date(payment.paidAt))} />
        <Fact label="Forma de pagamento" value={methodLabel(payment)} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Party title="Pagador" party={receipt.payer} />
        <Party title="Recebido por" party={receipt.platform} />
      </SimpleGrid>
      <Stack gap="2">
        <Heading as="h2" size="md">Contratos pagos</Heading>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Criador</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Taxa</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payment.items.map((item) => {
              const document = receipt.payees.find((payee) => payee.contractId === item.contractId)?.document ?? null;
              return (
                <Table.Row key={item.contractId}>
                  <Table.Cell>
                    {item.creatorName}
                    {document !== null && <Text fontSize="xs" color="fg.muted">{documentLabel(document)}</Text>}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatBRL(item.amountCentavos)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatBRL(item.feeCentavos)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Stack>
      <Stack gap="1">
        <Total label="Valor dos contratos" centavos={payment.amountCentavos} />
        <Total label="Taxa da Publi" centavos={payment.feeCentavos} />
        {payment.lateFeesCentavos > 0 && <Total label="Multa e juros (pago após o vencimento)" centavos={payment.lateFeesCentavos} />}
        <Separator my="1" />
        <Total label="Total pago" centavos={payment.totalCentavos + payment.lateFeesCentavos} strong />
      </Stack>
      {payment.refundedAt !== null && <Text>Estornado em {formatDate(payment.refundedAt)}.</Text>}
      <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="4">
        Este recibo comprova o pagamento feito à Publi, que guarda o valor até a aprovação da entrega. Não é nota fiscal.
      </Text>
    </Stack>
  );
}
