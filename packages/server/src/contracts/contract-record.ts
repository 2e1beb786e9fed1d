import type { ContractLife, ContractTerms, ProjectType } from '@publi/domain';
import type { contracts } from '../db/schema.js';

/** A contract's row as stored. */
export type ContractRow = typeof contracts.$inferSelect;

/** Which side a person is on, for the contract's life: the brand, the creator, or the creator's linked agent. */
export type ContractRole = 'brand' | 'creator' | 'agent';

// Twin of @publi/application's `Contract`: the stored row with the viewer's side, from which to-contracts-wire works out the effective status and the buttons at the time of the answer.
/** A contract with what its screens show: project, parties, chat, and the viewer's side and unread messages. */
export interface ContractView {
  readonly row: ContractRow;
  readonly projectName: string;
  readonly projectType: ProjectType | null;
  readonly brand: { readonly id: number; readonly name: string; readonly image: string | null; readonly email: string };
  readonly creator: { readonly id: number; readonly userId: number; readonly agentId: number | null; readonly name: string; readonly slug: string; readonly image: string | null };
  readonly chatId: number;
  readonly lastSeq: number;
  readonly readSeq: number;
  readonly viewerRole: ContractRole;
}

// The CHECK constraint of migration 0007 keeps `status` to the domain's values, and
// `contracts_counter_check` keeps the counter's columns filled exactly while it waits.
/** The part of a row the domain's `nextContractLife` reads. */
export function lifeOf(row: ContractRow): ContractLife {
  const counter: ContractTerms | null =
    row.counterAmountCentavos === null || row.counterDeadline === null ? null : { amountCentavos: row.counterAmountCentavos, deadline: row.counterDeadline };
  return {
    status: row.status,
    terms: { amountCentavos: row.amountCentavos, deadline: row.deadline },
    counter,
    offeredAt: row.offeredAt,
    agreedAt: row.agreedAt,
    deliveredAt: row.deliveredAt,
    changeRounds: row.changeRounds,
  };
}

/** The columns that store `life` (the counter's note is kept by the caller, beside its terms). */
export function lifeColumns(life: ContractLife, counterMessage: string | null) {
  return {
    status: life.status,
    amountCentavos: life.terms.amountCentavos,
    deadline: life.terms.deadline,
    counterAmountCentavos: life.counter?.amountCentavos ?? null,
    counterDeadline: life.counter?.deadline ?? null,
    counterMessage: life.counter === null ? null : (counterMessage ?? ''),
    offeredAt: life.offeredAt,
    agreedAt: life.agreedAt,
    deliveredAt: life.deliveredAt,
    changeRounds: life.changeRounds,
  };
}
