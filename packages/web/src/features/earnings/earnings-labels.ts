import type { ContractEarnings, MoneyStages } from '@publi/application';

/** The four stages of a creator's money, in the order it moves, with the words a person reads. */
export const MONEY_STAGES: readonly (readonly [keyof MoneyStages, string])[] = [
  ['heldCentavos', 'Guardado até a aprovação'],
  ['availableCentavos', 'Disponível para saque'],
  ['payoutPendingCentavos', 'A caminho'],
  ['paidOutCentavos', 'Já recebido'],
];

type PayoutStatus = NonNullable<ContractEarnings['payout']>['status'];

/** What a person reads for each payout status. */
export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  requested: 'Saque a caminho',
  paid: 'Saque concluído',
  failed: 'Saque recusado',
};

/** The badge's color for each payout status. */
export const PAYOUT_STATUS_PALETTE: Readonly<Record<PayoutStatus, string>> = {
  requested: 'orange',
  paid: 'green',
  failed: 'red',
};
