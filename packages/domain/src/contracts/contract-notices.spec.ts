import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MOVES, type ContractActionKind } from './contract-life.js';
import { CONTRACT_STATUSES } from './contract-status.js';
import { CONTRACT_MOVE_EVENTS, contractNoticeText, moveEvent, type ContractEvent, type ContractNoticeFacts } from './contract-notices.js';

const facts: ContractNoticeFacts = {
  projectName: 'Verão Nordestino',
  brandName: 'Café Recife',
  creatorName: 'Ana Souza',
  amountCentavos: 150_000,
  deadline: '2099-02-01',
  counter: { amountCentavos: 170_000, deadline: '2099-02-03' },
  reason: null,
};

const EVENTS: readonly ContractEvent[] = [
  'proposal', 'counter_offer', 'accepted', 'rejected', 'counter_accepted', 'counter_refused', 'cancelled',
  'expired', 'paid', 'refunded', 'delivered', 'changes_requested', 'approval_due', 'approved', 'payout_paid', 'payout_failed',
];

describe('contractNoticeText', () => {
  it('says what happened in pt-BR, with the terms in BRL and dd/mm/yyyy', () => {
    expect(contractNoticeText('proposal', facts)).toEqual({ audience: 'creator_side', title: 'Nova proposta', body: 'Café Recife enviou uma proposta para "Verão Nordestino": R$\u00a01.500,00, prazo 01/02/2099.' });
    expect(contractNoticeText('counter_offer', facts)).toEqual({ audience: 'brand', title: 'Contraproposta recebida', body: 'Ana Souza propôs R$\u00a01.700,00, prazo 03/02/2099 em "Verão Nordestino".' });
    expect(contractNoticeText('rejected', { ...facts, reason: 'Agenda cheia.' }).body).toBe('Ana Souza recusou a proposta de "Verão Nordestino". Motivo: Agenda cheia.');
    expect(contractNoticeText('delivered', facts).body).toBe('Ana Souza enviou a entrega de "Verão Nordestino". Aprove ou peça ajustes em até 7 dias.');
    expect(contractNoticeText('approval_due', facts)).toEqual({
      audience: 'brand',
      title: 'Aprovação automática chegando',
      body: 'A entrega de Ana Souza em "Verão Nordestino" será aprovada automaticamente em 2 dias, liberando o pagamento. Aprove ou peça ajustes antes disso.',
    });
  });

  it("tells each party's move to the side that did not make it, and the clock's expiry to both", () => {
    for (const [kind, event] of Object.entries(CONTRACT_MOVE_EVENTS) as [ContractActionKind, ContractEvent][]) {
      const audience = contractNoticeText(event, facts).audience;
      const by = CONTRACT_MOVES[kind].by;
      if (by !== 'system') expect(audience).toBe(by === 'brand' ? 'creator_side' : 'brand');
    }
    expect(contractNoticeText(moveEvent('expire', 'pending'), facts).audience).toBe('everyone');
  });

  it('hears a paid contract cancelled as refunded, to both sides, and every other move as its own event', () => {
    expect(moveEvent('cancel', 'paid')).toBe('refunded');
    expect(contractNoticeText('refunded', facts).audience).toBe('everyone');
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(CONTRACT_MOVES) as ContractActionKind[])), fc.constantFrom(...CONTRACT_STATUSES), (kind, from) => {
        expect(moveEvent(kind, from)).toBe(kind === 'cancel' && from === 'paid' ? 'refunded' : CONTRACT_MOVE_EVENTS[kind]);
      }),
    );
  });

  it('names the project in quotes and carries a reason given, in every notice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EVENTS), fc.string({ minLength: 1, maxLength: 30 }), fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null }), (event, projectName, reason) => {
        const text = contractNoticeText(event, { ...facts, projectName, reason });
        expect(text.body).toContain(`"${projectName}"`);
        expect(text.title).not.toBe('');
        if (reason !== null && ['rejected', 'counter_refused', 'cancelled', 'refunded'].includes(event)) expect(text.body.endsWith(` Motivo: ${reason}`)).toBe(true);
      }),
    );
  });
});
