import { isCalendarDay } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { Contract } from '../model/contract.model.js';
import type { ProposalInput } from '../model/proposal.model.js';
import type { ProposalPort } from '../ports/proposal.port.js';

/** The brand proposes to creators of a project; each proposal becomes a pending contract. Throws. */
export class ProposeUseCase {
  /** @param proposals - the proposal port. */
  constructor(private readonly proposals: ProposalPort) {}

  /**
   * Sends the proposals; an amount that is not whole positive centavos, an invalid day or no
   * deliverable is refused here, at the wire's field paths (`proposals.0.amount_centavos`).
   */
  execute(input: ProposalInput): Promise<readonly Contract[]> {
    const fields: Record<string, string> = {};
    input.proposals.forEach((item, index) => {
      if (!Number.isSafeInteger(item.amountCentavos) || item.amountCentavos <= 0) fields[`proposals.${String(index)}.amount_centavos`] = 'Informe um valor maior que zero.';
      if (!isCalendarDay(item.deadline)) fields[`proposals.${String(index)}.deadline`] = 'Informe o prazo como uma data válida.';
      if (item.stories + item.feed + item.tiktok === 0) fields[`proposals.${String(index)}.stories`] = 'Peça pelo menos uma entrega: stories, feed ou TikTok.';
    });
    if (input.proposals.length === 0) fields['proposals'] = 'Escolha pelo menos um criador.';
    if (Object.keys(fields).length > 0) return Promise.reject(new ApplicationError('REQUEST.INVALID', undefined, fields));
    return this.proposals.create({ ...input, proposals: input.proposals.map((item) => ({ ...item, message: item.message.trim() })) });
  }
}
