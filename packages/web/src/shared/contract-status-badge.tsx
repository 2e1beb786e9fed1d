import { Badge } from '@chakra-ui/react';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@publi/domain';

const PALETTE: Record<ContractStatus, string> = {
  pending: 'blue',
  counter_offer: 'purple',
  accepted: 'green',
  rejected: 'red',
  expired: 'gray',
  cancelled: 'gray',
  paid: 'teal',
  delivered: 'orange',
  changes_requested: 'yellow',
  approved: 'green',
};

/** A contract's status in pt-BR ("Aguardando resposta", "Contraproposta"...). */
export function ContractStatusBadge({ status }: { readonly status: ContractStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}
