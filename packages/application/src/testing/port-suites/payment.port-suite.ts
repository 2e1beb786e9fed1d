import { addCalendarDays } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { aProposalTo } from './contract-world.js';
import { aCardForm, anAcceptedContract, TEST_CARD, type PaymentSuiteWorld } from './payment-world.js';
import { creatorIdOf, expectRefusal, type PortSuite } from './port-suite-world.js';

/** {@link PaymentPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const paymentPortSuite: PortSuite<PaymentSuiteWorld> = (world) => {
  describe('PaymentPort', () => {
    it('quotes the fee in centavos, charges a Pix once, and pays the contract when the Pix settles', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const contract = await anAcceptedContract(w, brand, ana, 200_000);
      expect(await w.payments.quote([contract.id])).toMatchObject({
        projectId: contract.projectId, amountCentavos: 200_000, feeCentavos: 20_000, totalCentavos: 220_000, feeBasisPoints: 1000, simulation: true,
        items: [{ contractId: contract.id, creatorName: 'Ana Souza', amountCentavos: 200_000 }],
      });
      const pix = await w.payments.pay({ contractIds: [contract.id], method: 'pix' });
      expect(pix).toMatchObject({ method: 'pix', status: 'pending', totalCentavos: 220_000, paidAt: null, pix: { qrImage: expect.stringMatching(/^data:image\/png;base64,/) as unknown } });
      // Asking again for the same Pix gives the same charge.
      expect((await w.payments.pay({ contractIds: [contract.id], method: 'pix' })).id).toBe(pix.id);
      await expectRefusal(w.payments.receipt(pix.id), 'PAYMENT.NOT_PAID', 'O recibo fica disponível quando o pagamento é concluído.');

      await w.checkout.simulatePix(pix.pix?.txid ?? '');
      await w.settled();
      expect(await w.payments.get(pix.id)).toMatchObject({ status: 'paid', paidAt: expect.any(String) as unknown });
      expect((await w.payments.list(contract.projectId)).map((payment) => [payment.id, payment.status])).toEqual([[pix.id, 'paid']]);
      expect((await w.payments.receipt(pix.id)).payees).toEqual([{ contractId: contract.id, name: 'Ana Souza', document: null }]);
      expect((await w.contracts.get(contract.id)).status).toBe('paid');
    });

    it("pays by card with the checkout's token, and refuses a declined card with the provider's reason", async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const contract = await anAcceptedContract(w, brand, ana, 150_000);
      const declined = await w.checkout.tokenize(aCardForm(TEST_CARD.noFunds));
      expect(declined).toMatchObject({ brand: 'Visa', last4: '9995' });
      await expectRefusal(
        w.payments.pay({ contractIds: [contract.id], method: 'card', cardToken: declined.token }),
        'PAYMENT.CARD_DECLINED_FUNDS',
        'Pagamento recusado: o cartão não tem limite suficiente. Tente outro cartão ou pague com Pix.',
      );
      const approved = await w.checkout.tokenize(aCardForm(TEST_CARD.approved));
      const paid = await w.payments.pay({ contractIds: [contract.id], method: 'card', cardToken: approved.token });
      expect(paid).toMatchObject({ method: 'card', card: { brand: 'Visa', last4: '4242' }, totalCentavos: 165_000 });
      await w.settled();
      expect((await w.payments.get(paid.id)).status).toBe('paid');
      expect((await w.contracts.get(contract.id)).status).toBe('paid');
    });

    it('charges an attempt once: its idempotency key sent again, with a new card token, answers the same payment', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const contract = await anAcceptedContract(w, brand, ana, 150_000);
      const attempt = { contractIds: [contract.id], method: 'card' as const, idempotencyKey: 'suite-attempt-0001' };
      const first = await w.payments.pay({ ...attempt, cardToken: (await w.checkout.tokenize(aCardForm(TEST_CARD.approved))).token });
      const again = await w.payments.pay({ ...attempt, cardToken: (await w.checkout.tokenize(aCardForm(TEST_CARD.approved))).token });
      expect(again.id).toBe(first.id);
      await w.settled();
      expect((await w.payments.list(contract.projectId)).map((payment) => [payment.id, payment.status])).toEqual([[first.id, 'paid']]);
    });

    it('offers Pix com vencimento to a brand with its CNPJ, refuses a day out of range beside the field, and pays the contract when it settles', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const contract = await anAcceptedContract(w, brand, ana, 150_000);
      expect((await w.payments.quote([contract.id])).pixDue.unavailableReason).toBe('Cadastre o CNPJ da marca no seu perfil para pagar com Pix com vencimento.');
      await w.accounts.updateProfile({ cnpj: '11.222.333/0001-81', legalName: 'Café Recife Ltda' });
      const { pixDue } = await w.payments.quote([contract.id]);
      expect(pixDue).toMatchObject({ unavailableReason: null, minTotalCentavos: 100_000, graceDays: 10, fineBasisPoints: 200, interestBasisPointsPerMonth: 100 });
      expect(pixDue.earliestDueDate < pixDue.suggestedDueDate && pixDue.suggestedDueDate < pixDue.latestDueDate).toBe(true);

      const dueOn = (dueDate?: string) => w.payments.pay({ contractIds: [contract.id], method: 'pix_due', ...(dueDate === undefined ? {} : { dueDate }) });
      await expect(dueOn()).rejects.toMatchObject({ code: 'PAYMENT.DUE_DATE_INVALID', fields: { dueDate: 'Escolha a data de vencimento.' } });
      await expect(dueOn(addCalendarDays(pixDue.latestDueDate, 1))).rejects.toMatchObject({ code: 'PAYMENT.DUE_DATE_INVALID', fields: { dueDate: 'O vencimento pode ser em até 30 dias.' } });
      await expect(dueOn(addCalendarDays(pixDue.earliestDueDate, -1))).rejects.toMatchObject({ code: 'PAYMENT.DUE_DATE_INVALID', fields: { dueDate: 'Escolha um vencimento a partir de amanhã.' } });
      const due = await dueOn(pixDue.suggestedDueDate);
      expect(due).toMatchObject({
        method: 'pix_due', status: 'pending', totalCentavos: 165_000, lateFeesCentavos: 0,
        pix: { due: { dueDate: pixDue.suggestedDueDate, lastDay: addCalendarDays(pixDue.suggestedDueDate, 10), fineBasisPoints: 200, interestBasisPointsPerMonth: 100 } },
      });
      // Asking again for the same Pix com vencimento gives the same charge.
      expect((await dueOn(pixDue.suggestedDueDate)).id).toBe(due.id);

      await w.checkout.simulatePix(due.pix?.txid ?? '');
      await w.settled();
      expect(await w.payments.get(due.id)).toMatchObject({ method: 'pix_due', status: 'paid', lateFeesCentavos: 0 });
      expect((await w.contracts.get(contract.id)).status).toBe('paid');

      const small = await anAcceptedContract(w, brand, ana, 50_000);
      // The money reads as formatBRL writes it (its space may be a no-break one).
      const belowMinimum = /^Disponível para pagamentos a partir de R\$\s1\.000,00\.$/;
      expect((await w.payments.quote([small.id])).pixDue.unavailableReason).toMatch(belowMinimum);
      await expect(w.payments.pay({ contractIds: [small.id], method: 'pix_due', dueDate: pixDue.suggestedDueDate })).rejects.toMatchObject({
        code: 'PAYMENT.PIX_DUE_UNAVAILABLE', fields: { method: expect.stringMatching(belowMinimum) as unknown },
      });
    });

    it('refuses to pay a contract not yet accepted, and shows a payment to its brand only', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana]);
      const [pending] = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] });
      await expectRefusal(w.payments.pay({ contractIds: [pending?.id ?? 0], method: 'pix' }), 'PAYMENT.NOT_PAYABLE', 'Só contratos aceitos e ainda não pagos podem ser pagos.');
      const bia = await w.signUp('creator', 'Bia Lima');
      const contract = await anAcceptedContract(w, brand, bia);
      const pix = await w.payments.pay({ contractIds: [contract.id], method: 'pix' });
      await w.signUp('brand', 'Loja Vizinha');
      await expectRefusal(w.payments.get(pix.id), 'PAYMENT.NOT_FOUND', 'Pagamento não encontrado.');
      expect(await w.payments.list()).toEqual([]);
    });
  });
};
