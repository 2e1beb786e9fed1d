import { describe, expect, it } from 'vitest';
import { InMemoryLogger } from '../in-memory/in-memory-logger.adapter.js';
import { InMemoryProposalAdapter } from '../in-memory/in-memory-proposal.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import { ProposalsUseCase } from './proposals.use-case.js';

function aCreator() {
  const session = new InMemorySession();
  session.signInAs('creator-1');
  const logger = new InMemoryLogger();
  return { session, logger, proposals: new ProposalsUseCase(new InMemoryProposalAdapter(session), logger) };
}

describe('ProposalsUseCase', () => {
  it('sends an open offer and lists it under its project', async () => {
    const { proposals } = aCreator();
    await proposals.send({ projectId: 9, creatorId: 5, amountCentavos: 35_000, message: ' Topo! ' });
    expect(await proposals.list(9)).toEqual([{ id: 1, projectId: 9, creatorId: 5, amountCentavos: 35_000, message: 'Topo!', status: 'open' }]);
    expect(await proposals.list(8)).toEqual([]);
  });

  it('refuses a price of zero with a field message', async () => {
    await expect(aCreator().proposals.send({ projectId: 9, creatorId: 5, amountCentavos: 0, message: '' })).rejects.toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { amountCentavos: 'Informe um valor maior que zero.' },
    });
  });

  it('logs a failed list and lists none', async () => {
    const { proposals, session, logger } = aCreator();
    session.signOut();
    expect(await proposals.list(9)).toEqual([]);
    expect(logger.errors).toHaveLength(1);
  });
});
