import { isContractOpen, type OpenContract } from './open-contract.js';

/** Why an account cannot be deactivated now: the contracts in the way and a pt-BR sentence naming them. */
export interface DeactivationBlocker {
  /** The open contracts, by id. */
  readonly contracts: readonly OpenContract[];
  /** A sentence for the person, naming each contract by project and number. */
  readonly message: string;
}

const STATUS_LABELS: Readonly<Record<OpenContract['status'], string>> = {
  pending: 'aguardando resposta',
  counter_offer: 'com contraproposta',
  accepted: 'aceito',
  rejected: 'recusado',
  expired: 'expirado',
  cancelled: 'cancelado',
  paid: 'pago',
  delivered: 'entregue',
  changes_requested: 'com ajustes pedidos',
  approved: 'aprovado',
};

/**
 * Whether an account with these contracts may be deactivated: `null` when none of them is
 * still open, otherwise the open ones (by id, each once) and a sentence naming them. A brand
 * or creator leaving mid-contract would strand the other party, so contracts must end first.
 *
 * @example deactivationBlocker([{ id: 7, projectName: 'Verão', status: 'paid' }])?.message
 * // 'A conta tem 1 contrato em aberto: "Verão" (nº 7, pago). Ela pode ser desativada quando ele terminar.'
 */
export function deactivationBlocker(contracts: readonly OpenContract[]): DeactivationBlocker | null {
  const open = openContractsOf(contracts);
  if (open.length === 0) return null;
  const names = namesOf(open);
  const message =
    open.length === 1
      ? `A conta tem 1 contrato em aberto: ${names}. Ela pode ser desativada quando ele terminar.`
      : `A conta tem ${String(open.length)} contratos em aberto: ${names}. Ela pode ser desativada quando eles terminarem.`;
  return { contracts: open, message };
}

/** The open ones of `contracts`, each id once, by id. */
export function openContractsOf(contracts: readonly OpenContract[]): readonly OpenContract[] {
  const byId = new Map(contracts.filter((contract) => isContractOpen(contract.status)).map((contract) => [contract.id, contract]));
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** `"Verão" (nº 7, pago); "Natal" (nº 9, aguardando resposta)`: how a person knows each contract. */
export function namesOf(contracts: readonly OpenContract[]): string {
  return contracts.map((contract) => `"${contract.projectName}" (nº ${String(contract.id)}, ${STATUS_LABELS[contract.status]})`).join('; ');
}
