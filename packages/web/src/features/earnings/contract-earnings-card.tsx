import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ContractEarnings } from '@publi/application';
import { formatBRL } from '@publi/domain';
import { Link as RouterLink } from 'react-router-dom';
import { MONEY_STAGES, PAYOUT_STATUS_LABELS, PAYOUT_STATUS_PALETTE } from './earnings-labels.js';

/** One contract's money on `/ganhos`: where each part of it stands and how its payout went. */
export function ContractEarningsCard({ row }: { readonly row: ContractEarnings }) {
  const stages = MONEY_STAGES.filter(([key]) => row[key] > 0);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Stack gap="2">
          <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
            <Stack gap="0" minW="0">
              <Heading as="h2" size="md">
                <RouterLink to={`/contratos/${String(row.contractId)}`}>{row.projectName}</RouterLink>
              </Heading>
              <Text fontSize="sm" color="fg.muted">{row.brandName} · contrato de {formatBRL(row.amountCentavos)}</Text>
            </Stack>
            {row.payout !== null && (
              <Badge alignSelf="start" colorPalette={PAYOUT_STATUS_PALETTE[row.payout.status]} variant="subtle">
                {PAYOUT_STATUS_LABELS[row.payout.status]}
              </Badge>
            )}
          </Stack>
          {stages.length > 0 && (
            <Stack as="dl" direction={{ base: 'column', md: 'row' }} gap={{ base: '0', md: '6' }} fontSize="sm">
              {stages.map(([key, label]) => (
                <HStack key={key} gap="2" justify={{ base: 'space-between', md: 'start' }}>
                  <Text as="dt" color="fg.muted">{label}</Text>
                  <Text as="dd" fontWeight="semibold">{formatBRL(row[key])}</Text>
                </HStack>
              ))}
            </Stack>
          )}
          {row.payout?.status === 'failed' && row.payout.reason !== null && (
            <Text fontSize="sm" color="fg.error">{row.payout.reason}</Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
