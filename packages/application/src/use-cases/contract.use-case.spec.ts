import { describe, expect, it } from 'vitest';
import { InMemoryChatAdapter } from '../in-memory/in-memory-chat.adapter.js';
import { InMemoryClock } from '../in-memory/in-memory-clock.adapter.js';
import { InMemoryContractAdapter } from '../in-memory/in-memory-contract.adapter.js';
import { InMemoryDeliveryAdapter } from '../in-memory/in-memory-delivery.adapter.js';
import { InMemoryEarningsAdapter } from '../in-memory/in-memory-earnings.adapter.js';
import { InMemoryPaymentAdapter } from '../in-memory/in-memory-payment.adapter.js';
import { InMemoryProposalAdapter } from '../in-memory/in-memory-proposal.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import type { ChatMessage } from '../model/chat.model.js';
import type { ProposalItem } from '../model/proposal.model.js';
import { AnswerContractUseCase } from './answer-contract.use-case.js';
import { CheckoutUseCase } from './checkout.use-case.js';
import { DeliveriesUseCase } from './deliveries.use-case.js';
import { EarningsUseCase } from './earnings.use-case.js';
import { ListCreatorContractsUseCase } from './list-creator-contracts.use-case.js';
import { LoadChatPageUseCase } from './load-chat-page.use-case.js';
import { ProposeUseCase } from './proposals.use-case.js';
import { newClientMessageId, SendChatMessageUseCase } from './send-chat-message.use-case.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
const WEEK = 7 * 24 * 60 * 60;
const item = (creatorId: number, overrides: Partial<ProposalItem> = {}): ProposalItem => ({
  creatorId, stories: 2, feed: 0, tiktok: 0, amountCentavos: 150_000, deadline: '2026-02-01', message: ' Olá! ', ...overrides,
});

/** A brand with a project holding Ana (whose agent is Carla) and Bia, signed in as the brand. */
function aDeal() {
  const session = new InMemorySession();
  const clock = new InMemoryClock();
  const contracts = new InMemoryContractAdapter(session, clock);
  const proposals = new InMemoryProposalAdapter(session, contracts);
  proposals.seedProject({
    id: 9,
    name: 'Verão',
    brand: { id: 1, name: 'Café Recife', userId: 'brand-1' },
    creators: [
      { id: 5, name: 'Ana Souza', slug: 'ana-souza', parties: { creatorUserId: 'ana', agentUserId: 'carla' } },
      { id: 6, name: 'Bia Lima', slug: 'bia-lima', parties: { creatorUserId: 'bia' } },
    ],
  });
  session.signInAs('brand-1');
  return { session, clock, contracts, propose: new ProposeUseCase(proposals), answer: new AnswerContractUseCase(contracts) };
}

describe('ProposeUseCase and AnswerContractUseCase', () => {
  it('the brand proposes; the agent counters; the brand accepts the counter', async () => {
    const { session, propose, answer } = aDeal();
    const [contract] = await propose.execute({ projectId: 9, proposals: [item(5)] });
    expect(contract).toMatchObject({ status: 'pending', terms: { amountCentavos: 150_000, message: 'Olá!' }, answers: ['cancel'] });
    session.signInAs('carla');
    const countered = await answer.execute(contract?.id ?? 0, { kind: 'counter', amountCentavos: 180_000, deadline: '2026-02-03', message: ' Mais um story ' });
    expect(countered).toMatchObject({ status: 'counter_offer', counter: { amountCentavos: 180_000, message: 'Mais um story' } });
    session.signInAs('brand-1');
    await expect(answer.execute(contract?.id ?? 0, { kind: 'accept' })).resolves.toMatchObject({ status: 'accepted', terms: { amountCentavos: 180_000 } });
  });

  it('refuses an empty proposal list before any request', async () => {
    const { propose } = aDeal();
    await expect(propose.execute({ projectId: 9, proposals: [] })).rejects.toMatchObject({ code: 'REQUEST.INVALID', message: 'Escolha pelo menos um criador.' });
  });

  it('a second answer is refused with what changed; an expired offer cannot be accepted; outsiders do not see it', async () => {
    const { propose, answer, session, clock } = aDeal();
    const [first, second] = await propose.execute({ projectId: 9, proposals: [item(5), item(6)] });
    session.signInAs('ana');
    await answer.execute(first?.id ?? 0, { kind: 'reject', reason: '' });
    await expect(answer.execute(first?.id ?? 0, { kind: 'accept' })).rejects.toMatchObject({
      code: 'CONTRACT.STATE_CHANGED',
      message: 'Não foi possível aceitar a proposta: a proposta já foi recusada.',
    });
    await expect(answer.execute(second?.id ?? 0, { kind: 'accept' })).rejects.toMatchObject({ code: 'CONTRACT.NOT_FOUND' });
    clock.advance(WEEK);
    session.signInAs('bia');
    await expect(answer.execute(second?.id ?? 0, { kind: 'accept' })).rejects.toMatchObject({ code: 'CONTRACT.EXPIRED' });
  });

  it("lists a creator's jobs for the creator and their agent", async () => {
    const { propose, contracts, session } = aDeal();
    await propose.execute({ projectId: 9, proposals: [item(5), item(6)] });
    session.signInAs('carla');
    expect((await new ListCreatorContractsUseCase(contracts).execute(5)).map((job) => job.creator.name)).toEqual(['Ana Souza']);
  });
});

describe('the chat', () => {
  it('sends trimmed text, refuses a blank one, stores a retry once, pages and follows live', async () => {
    const { propose, contracts, session, clock } = aDeal();
    const [contract] = await propose.execute({ projectId: 9, proposals: [item(5)] });
    const chat = new InMemoryChatAdapter(session, clock, contracts);
    const send = new SendChatMessageUseCase(chat);
    const heard: ChatMessage[] = [];
    const stop = chat.follow(contract?.chatId ?? 0, 0, { onMessage: (message) => heard.push(message) });
    const retry = newClientMessageId();
    expect(retry).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const base = { chatId: contract?.chatId ?? 0, contractId: contract?.id ?? 0 };
    await send.execute({ ...base, text: '  Oi, Ana!  ', clientMessageId: retry });
    await send.execute({ ...base, text: 'Oi, Ana!', clientMessageId: retry });
    await expect(send.execute({ ...base, text: '   ', clientMessageId: newClientMessageId() })).rejects.toMatchObject({ code: 'CHAT.MESSAGE_REQUIRED' });
    session.signInAs('carla');
    await send.execute({ ...base, text: 'Sou a agente.', clientMessageId: newClientMessageId() });
    stop();
    expect(heard.map((message) => [message.seq, message.sender.role, message.message])).toEqual([
      [1, 'brand', 'Oi, Ana!'],
      [2, 'agent', 'Sou a agente.'],
    ]);
    expect(await new LoadChatPageUseCase(chat).execute(contract?.chatId ?? 0)).toMatchObject({ lastSeq: 2, readSeq: 2, before: null });
    session.signInAs('bia');
    await expect(chat.listPage(contract?.chatId ?? 0)).rejects.toMatchObject({ code: 'CHAT.NOT_FOUND' });
  });
});

describe('CheckoutUseCase, DeliveriesUseCase and EarningsUseCase', () => {
  const card = (number: string) => ({ number, holderName: 'RITA GOMES', expiryMonth: 12, expiryYear: 2099, cvc: '123' });

  it('pays an accepted contract by card with the fee, the creator delivers, the brand asks for changes then approves, the money is paid out', async () => {
    const { propose, answer, session, contracts } = aDeal();
    const [contract] = await propose.execute({ projectId: 9, proposals: [item(5)] });
    const id = contract?.id ?? 0;
    session.signInAs('ana');
    await answer.execute(id, { kind: 'accept' });
    session.signInAs('brand-1');
    const payments = new InMemoryPaymentAdapter(contracts);
    const checkout = new CheckoutUseCase(payments, payments);
    expect(await checkout.quote([id])).toMatchObject({ amountCentavos: 150_000, feeCentavos: 15_000, totalCentavos: 165_000 });
    await expect(checkout.payByCard([id], card(''))).rejects.toMatchObject({ code: 'REQUEST.INVALID', fields: { number: 'Informe o número do cartão.' } });
    await expect(checkout.payByCard([id], card('4000000000009995'))).rejects.toMatchObject({ code: 'PAYMENT.CARD_DECLINED_FUNDS' });
    expect((await contracts.get(id)).status).toBe('accepted');
    await expect(checkout.payByCard([id], card('4242424242424242'))).resolves.toMatchObject({ status: 'paid', card: { last4: '4242' } });

    session.signInAs('ana');
    const deliveries = new DeliveriesUseCase(new InMemoryDeliveryAdapter(contracts));
    const text = { name: 'post.png', type: 'image/png', bytes: new Uint8Array([0x68, 0x69]) };
    await expect(deliveries.upload(id, text)).rejects.toMatchObject({ code: 'UPLOAD.TYPE_NOT_ALLOWED' });
    const heard: number[] = [];
    const file = await deliveries.upload(id, { name: 'post.png', type: 'image/png', bytes: PNG }, (percent) => heard.push(percent));
    expect(heard.at(-1)).toBe(100);
    await expect(deliveries.deliver({ projectId: 9, creatorId: 5, links: [], fileIds: [], note: '' })).rejects.toMatchObject({ code: 'REQUEST.INVALID' });
    await expect(deliveries.deliver({ projectId: 9, creatorId: 5, links: ['https://exemplo.com.br/post'], fileIds: [file.id], note: '' })).resolves.toMatchObject({ status: 'delivered' });
    await expect(deliveries.approve(id)).rejects.toMatchObject({ code: 'CONTRACT.NOT_YOUR_MOVE' });
    session.signInAs('brand-1');
    await expect(deliveries.requestChanges(id, '  ')).rejects.toMatchObject({ fields: { comment: 'Diga o que precisa ser ajustado.' } });
    await expect(deliveries.requestChanges(id, 'Mais luz.')).resolves.toMatchObject({ status: 'changes_requested', changeRounds: 1 });
    session.signInAs('ana');
    await deliveries.deliver({ projectId: 9, creatorId: 5, links: ['https://exemplo.com.br/post-2'], fileIds: [], note: 'Ajustado.' });
    session.signInAs('brand-1');
    await expect(deliveries.approve(id)).resolves.toMatchObject({ status: 'approved' });
    expect((await deliveries.rounds(id)).rounds.map((round) => round.review?.kind)).toEqual(['changes_requested', 'approved']);

    session.signInAs('ana');
    const earnings = new EarningsUseCase(new InMemoryEarningsAdapter(contracts));
    expect((await earnings.load()).totals).toMatchObject({ availableCentavos: 150_000, paidOutCentavos: 0 });
    expect((await earnings.requestPayout()).totals).toMatchObject({ availableCentavos: 0, paidOutCentavos: 150_000 });
    await expect(earnings.requestPayout()).rejects.toMatchObject({ code: 'PAYOUT.NOTHING_AVAILABLE' });
  });

  it('a Pix waits until it is paid, and asking again gives the same one', async () => {
    const { propose, answer, session, contracts } = aDeal();
    const [contract] = await propose.execute({ projectId: 9, proposals: [item(5)] });
    const id = contract?.id ?? 0;
    session.signInAs('ana');
    await answer.execute(id, { kind: 'accept' });
    session.signInAs('brand-1');
    const payments = new InMemoryPaymentAdapter(contracts);
    const checkout = new CheckoutUseCase(payments, payments);
    const pix = await checkout.payByPix([id]);
    expect(pix).toMatchObject({ status: 'pending' });
    expect((await checkout.payByPix([id])).id).toBe(pix.id);
    await checkout.simulatePix(pix.pix?.txid ?? '');
    expect((await checkout.get(pix.id)).status).toBe('paid');
    expect((await contracts.get(id)).status).toBe('paid');
  });
});
