import { aSignedUpAccount } from './accounts.builder.js';
import type { TestWorld } from './test-container.js';

/** Who is on a deal, by the in-memory session's external ids. */
export interface DealParties {
  readonly brandUserId: string;
  readonly creatorUserId: string;
}

/** What a deal may change from the usual one. */
export interface DealOptions {
  readonly parties?: DealParties;
  readonly amountCentavos?: number;
}

const USUAL_PARTIES: DealParties = { brandUserId: 'brand-uid', creatorUserId: 'ana-uid' };

/**
 * Café Recife's project "Verão" (id 9) with Ana Souza (creator 5), and its pending proposal of two
 * stories for `amountCentavos` (R$ 1.800,50 unless said) to her, contract 1; the in-memory
 * session is left acting as the brand.
 */
export async function aProposalToAna(world: TestWorld, { parties = USUAL_PARTIES, amountCentavos = 180_050 }: DealOptions = {}): Promise<void> {
  const brand = { id: 1, name: 'Café Recife', userId: parties.brandUserId };
  world.proposals.seedProject({ id: 9, name: 'Verão', brand, creators: [{ id: 5, name: 'Ana Souza', slug: 'ana-souza', parties: { creatorUserId: parties.creatorUserId } }] });
  world.session.signInAs(parties.brandUserId);
  await world.proposals.create({ projectId: 9, proposals: [{ creatorId: 5, stories: 2, feed: 0, tiktok: 0, amountCentavos, deadline: '2099-02-01', message: 'Topa?' }] });
}

/** {@link aProposalToAna}, accepted by Ana; the session is left acting as the brand. */
export async function anAcceptedContractWithAna(world: TestWorld, options: DealOptions = {}): Promise<void> {
  const parties = options.parties ?? USUAL_PARTIES;
  await aProposalToAna(world, options);
  world.session.signInAs(parties.creatorUserId);
  await world.contracts.move(1, { kind: 'accept' });
  world.session.signInAs(parties.brandUserId);
}

/**
 * Café Recife signed up and in (with its CNPJ unless told, which Pix com vencimento asks for),
 * and its contract 1 with Ana ({@link anAcceptedContractWithAna}) of R$ 1.500,00 unless told:
 * R$ 1.650,00 with the fee. The world's today is 31/12/2025 in São Paulo.
 */
export async function aBrandsAcceptedContract(world: TestWorld, { cnpj = true, amountCentavos = 150_000 } = {}): Promise<void> {
  const brand = await aSignedUpAccount(world, 'brand', 'Café Recife', 'cafe@exemplo.com.br');
  if (cnpj) await world.accounts.updateProfile({ cnpj: '11.222.333/0001-81', legalName: 'Café Recife Ltda' });
  await anAcceptedContractWithAna(world, { parties: { brandUserId: brand.externalId, creatorUserId: 'ana-uid' }, amountCentavos });
}
