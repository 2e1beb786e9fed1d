import { formatBRL } from '../format/format-brl.js';
import { namesOf, openContractsOf } from './deactivation-blocker.js';
import type { OpenContract } from './open-contract.js';

/** What an account still has going on, as the deletion rule reads it. */
export interface AccountInFlight {
  /** The contracts the account is a party to (ended ones are ignored). */
  readonly contracts: readonly OpenContract[];
  /** A brand's payments not yet confirmed or refused (a Pix charge waiting to be paid). */
  readonly pendingPayments: number;
  /** A creator's money released and not yet asked for, in centavos. */
  readonly availableCentavos: number;
  /** A creator's payouts asked for and not yet in the bank, in centavos. */
  readonly payoutPendingCentavos: number;
}

/** Why an account cannot be deleted now: a pt-BR sentence naming everything in the way. */
export interface DeletionBlocker {
  readonly message: string;
}

/**
 * Whether an account may be deleted: `null` when nothing is under way, otherwise a sentence
 * naming what is. Deleting mid-contract would strand the other party, a pending payment would
 * be confirmed for nobody, and money the creator has not received would be lost to them, so
 * all of it must end first (the payout asked for, the contracts ended).
 *
 * @example deletionBlocker({ contracts: [], pendingPayments: 0, availableCentavos: 150000, payoutPendingCentavos: 0 })?.message
 * // 'Você tem R$ 1.500,00 a receber: peça o repasse antes de excluir a conta.'
 */
export function deletionBlocker(account: AccountInFlight): DeletionBlocker | null {
  const reasons: string[] = [];
  const open = openContractsOf(account.contracts);
  if (open.length > 0) reasons.push(`A conta tem ${open.length === 1 ? '1 contrato' : `${String(open.length)} contratos`} em aberto: ${namesOf(open)}.`);
  if (account.pendingPayments > 0) {
    reasons.push(account.pendingPayments === 1 ? 'Há 1 pagamento aguardando confirmação.' : `Há ${String(account.pendingPayments)} pagamentos aguardando confirmação.`);
  }
  if (account.availableCentavos > 0) reasons.push(`Você tem ${formatBRL(account.availableCentavos)} a receber: peça o repasse antes de excluir a conta.`);
  if (account.payoutPendingCentavos > 0) reasons.push(`Um repasse de ${formatBRL(account.payoutPendingCentavos)} está a caminho do seu banco.`);
  if (reasons.length === 0) return null;
  return { message: `${reasons.join(' ')} A conta pode ser excluída quando tudo isso terminar.` };
}
