import type { Contract } from '../../model/contract.model.js';
import type { AccountPort } from '../../ports/account.port.js';
import type { CheckoutPort } from '../../ports/checkout.port.js';
import type { PaymentPort } from '../../ports/payment.port.js';
import { aProposalTo, type ContractSuiteWorld } from './contract-world.js';
import { creatorIdOf, type SuitePerson } from './port-suite-world.js';

/** What the money's scenarios need: the payments, the provider's checkout, its settlement, and the accounts (a brand's CNPJ). */
export interface PaymentSuiteWorld extends ContractSuiteWorld {
  readonly payments: PaymentPort;
  readonly checkout: CheckoutPort;
  readonly accounts: AccountPort;
  /** Waits until the provider has told Publi of every settlement it made (its webhook; nothing to wait for in memory). */
  settled(): Promise<void>;
}

/** A card form of the sandbox's test `number`, typed in groups of four as a person does. */
export function aCardForm(number: string) {
  return { number: number.replace(/(\d{4})(?=\d)/g, '$1 '), holderName: 'Rita Gomes', expiryMonth: 12, expiryYear: 2099, cvc: '123' };
}

/** The sandbox's test cards: approved, declined for funds. */
export const TEST_CARD = { approved: '4242424242424242', noFunds: '4000000000009995' } as const;

/**
 * A contract `creator` accepted on a new project of `brand`'s, for `amountCentavos`, made
 * through the ports (publish, propose, accept); leaves the world acting as the brand.
 */
export async function anAcceptedContract(w: ContractSuiteWorld, brand: SuitePerson, creator: SuitePerson, amountCentavos = 200_000): Promise<Contract> {
  const projectId = await w.aPublishedProject(brand, [creator], 'Campanha de Verão');
  const [proposed] = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(creator), { amountCentavos })] });
  w.actAs(creator);
  const accepted = await w.contracts.move(proposed?.id ?? 0, { kind: 'accept' });
  w.actAs(brand);
  return accepted;
}
