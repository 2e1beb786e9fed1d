import type { ProposalItem } from '@publi/application';
import { readPositiveAmount } from '@publi/domain';

/** One creator's line in the proposal form. */
export interface ProposalRow {
  readonly creatorId: number;
  readonly name: string;
  readonly stories: number;
  readonly feed: number;
  readonly tiktok: number;
  /** What the person typed, in reais, read by the domain's `readPositiveAmount` (`1.500,00`, `1500.00`...). */
  readonly amount: string;
  readonly deadline: string;
  readonly message: string;
  readonly selected: boolean;
  /** A live contract with this creator exists: no new proposal until it ends. */
  readonly busy: boolean;
}

// The amount an error message gives as an example of what to type.
const EXAMPLE_CENTAVOS = 150_000;

/** The chosen lines read for sending: their proposals, or each refused field's message by its wire path. */
export interface ProposalLines {
  readonly proposals: readonly ProposalItem[];
  readonly errors: Readonly<Record<string, string>>;
}

/** Reads each line's typed amount once: its centavos go in the proposal, or its message beside the line. */
export function readProposalLines(rows: readonly ProposalRow[]): ProposalLines {
  const errors: Record<string, string> = {};
  const proposals = rows.map((row, index) => {
    const amount = readPositiveAmount(row.amount, EXAMPLE_CENTAVOS);
    if (!amount.ok) errors[`proposals.${String(index)}.amountCentavos`] = amount.message;
    if (row.deadline === '') errors[`proposals.${String(index)}.deadline`] = 'Informe o prazo.';
    return { creatorId: row.creatorId, stories: row.stories, feed: row.feed, tiktok: row.tiktok, amountCentavos: amount.ok ? amount.centavos : 0, deadline: row.deadline, message: row.message };
  });
  return { proposals, errors };
}
