import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Payment } from '@publi/application';
import { formatBRL, formatDate } from '@publi/domain';
import { Link as RouterLink } from 'react-router-dom';
import { methodLabel, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_PALETTE } from './payment-labels.js';

/** One payment on `/pagamentos`: project, creators, method, money, status and, once paid, its receipt. */
export function PaymentCard({ payment }: { readonly payment: Payment }) {
  const creators = payment.items.map((item) => item.creatorName).join(', ');
  // A Pix com vencimento still waiting says until when.
  const due = payment.status === 'pending' ? (payment.pix?.due ?? null) : null;
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" size="md">{payment.projectName}</Heading>
              <Badge colorPalette={PAYMENT_STATUS_PALETTE[payment.status]} variant="subtle">{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
            </HStack>
            <Text fontSize="sm">{creators}</Text>
            <Text fontSize="sm" color="fg.muted">{methodLabel(payment)} · criado em {formatDate(payment.createdAt)}</Text>
            {due !== null && <Text fontSize="sm">Vencimento em {formatDate(due.dueDate)}</Text>}
            {payment.statusReason !== null && <Text fontSize="sm" color={payment.status === 'failed' ? 'fg.error' : 'fg.muted'}>{payment.statusReason}</Text>}
          </Stack>
          <Stack gap="2" align={{ base: 'stretch', md: 'end' }} flexShrink={0}>
            <Stack as="dl" gap="0" fontSize="sm" textAlign={{ md: 'end' }}>
              <Money label="Valor" centavos={payment.amountCentavos} />
              <Money label="Taxa" centavos={payment.feeCentavos} />
              <Money label="Total" centavos={payment.totalCentavos} strong={payment.lateFeesCentavos === 0} />
              {payment.lateFeesCentavos > 0 && (
                <>
                  <Money label="Multa e juros (pago após o vencimento)" centavos={payment.lateFeesCentavos} />
                  <Money label="Total pago" centavos={payment.totalCentavos + payment.lateFeesCentavos} strong />
                </>
              )}
            </Stack>
            {payment.paidAt !== null && (
              <Button asChild size="sm" variant="outline" alignSelf={{ base: 'start', md: 'end' }}>
                <RouterLink to={`/pagamentos/${String(payment.id)}/recibo`} aria-label={`Recibo do pagamento ${String(payment.id)}, ${payment.projectName}`}>Recibo</RouterLink>
              </Button>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Money({ label, centavos, strong = false }: { readonly label: string; readonly centavos: number; readonly strong?: boolean }) {
  return (
    <HStack gap="2" justify={{ base: 'space-between', md: 'end' }} fontWeight={strong ? 'semibold' : undefined}>
      <Text as="dt" color={strong ? undefined : 'fg.muted'}>{label}</Text>
      <Text as="dd">{formatBRL(centavos)}</Text>
    </HStack>
  );
}
