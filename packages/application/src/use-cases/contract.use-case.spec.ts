import { describe, expect, it } from 'vitest';
import { InMemoryContractAdapter } from '../in-memory/in-memory-contract.adapter.js';
import { InMemoryLogger } from '../in-memory/in-memory-logger.adapter.js';
import { InMemoryPaymentAdapter } from '../in-memory/in-memory-payment.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import { InMemoryUploadAdapter } from '../in-memory/in-memory-upload.adapter.js';
import type { Contract } from '../model/contract.model.js';
import { AnswerContractUseCase } from './answer-contract.use-case.js';
import { ApproveDeliveryUseCase } from './approve-delivery.use-case.js';
import { DeliverUseCase } from './deliver.use-case.js';
import { ListCreatorContractsUseCase } from './list-creator-contracts.use-case.js';
import { PayUseCase } from './pay.use-case.js';

const pending: Contract = { id: 1, creatorId: 5, projectId: 9, status: 'pending', amountCentavos: 100_000, deliveryUrls: [] };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);

function aDeal() {
  const session = new InMemorySession();
  const contracts = new InMemoryContractAdapter(session);
  contracts.seed(pending, { creatorUserId: 'creator-1', brandUserId: 'brand-1' });
  session.signInAs('creator-1');
  return { session, contracts, answer: new AnswerContractUseCase(contracts), pay: new PayUseCase(new InMemoryPaymentAdapter(contracts)) };
}

describe('AnswerContractUseCase', () => {
  it('lets the creator accept, then refuses a second answer', async () => {
    const { answer } = aDeal();
    await expect(answer.execute(1, 'accept')).resolves.toMatchObject({ status: 'accepted' });
    await expect(answer.execute(1, 'reject')).rejects.toMatchObject({ code: 'CONTRACT.INVALID_TRANSITION' });
  });

  it('refuses the brand answering for the creator', async () => {
    const { answer, session } = aDeal();
    session.signInAs('brand-1');
    await expect(answer.execute(1, 'reject')).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });
});

describe('ListCreatorContractsUseCase', () => {
  it("lists the creator's contracts, and logs and lists none when signed out", async () => {
    const { contracts, session } = aDeal();
    const logger = new InMemoryLogger();
    const list = new ListCreatorContractsUseCase(contracts, logger);
    expect(await list.execute(5)).toEqual([pending]);
    session.signOut();
    expect(await list.execute(5)).toEqual([]);
    expect(logger.errors).toHaveLength(1);
  });
});

describe('PayUseCase and DeliverUseCase', () => {
  it('pays an accepted contract by card with the fee, then the creator delivers', async () => {
    const { answer, pay, session, contracts } = aDeal();
    await answer.execute(1, 'accept');
    session.signInAs('brand-1');
    await expect(pay.execute({ contractId: 1, method: 'card', cardToken: 'tok_visa' })).resolves.toMatchObject({
      status: 'paid', amountCentavos: 100_000, feeCentavos: 10_000,
    });
    session.signInAs('creator-1');
    const deliver = new DeliverUseCase(new InMemoryUploadAdapter(session), contracts);
    const delivered = await deliver.execute({ projectId: 9, creatorId: 5, files: [{ name: 'post.png', type: 'image/png', bytes: PNG }] });
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveryUrls).toHaveLength(1);
    const approve = new ApproveDeliveryUseCase(contracts);
    await expect(approve.execute(1)).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    session.signInAs('brand-1');
    await expect(approve.execute(1)).resolves.toMatchObject({ status: 'approved' });
    expect(await contracts.listByProject(9)).toHaveLength(1);
  });

  it('answers a Pix code and waits; a card without token is refused', async () => {
    const { answer, pay, session } = aDeal();
    await answer.execute(1, 'accept');
    session.signInAs('brand-1');
    await expect(pay.execute({ contractId: 1, method: 'card' })).rejects.toMatchObject({ code: 'PAYMENT.CARD_TOKEN_REQUIRED' });
    const pix = await pay.execute({ contractId: 1, method: 'pix' });
    expect(pix).toMatchObject({ status: 'pending' });
    expect(pix.pixCode).not.toBeNull();
  });

  it('refuses a delivery before payment, and a file of the wrong type', async () => {
    const { answer, contracts, session } = aDeal();
    await answer.execute(1, 'accept');
    const deliver = new DeliverUseCase(new InMemoryUploadAdapter(session), contracts);
    await expect(deliver.execute({ projectId: 9, creatorId: 5, files: [] })).rejects.toMatchObject({ code: 'CONTRACT.INVALID_TRANSITION' });
    const text = { name: 'post.png', type: 'image/png', bytes: new Uint8Array([0x68, 0x69]) };
    await expect(deliver.execute({ projectId: 9, creatorId: 5, files: [text] })).rejects.toMatchObject({ code: 'UPLOAD.TYPE_NOT_ALLOWED' });
  });
});

