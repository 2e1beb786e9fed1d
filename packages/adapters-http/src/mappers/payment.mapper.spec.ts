import type { PaymentQuoteWire, PaymentWire } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { paymentFromWire, quoteFromWire } from './payment.mapper.js';

const item = { contract_id: 31, creator_name: 'Ana Souza', amount_centavos: 150_000, fee_centavos: 15_000 };

const quote: PaymentQuoteWire = {
  project_id: 12, project_name: 'Lançamento Café Recife', items: [item], amount_centavos: 150_000, fee_centavos: 15_000, total_centavos: 165_000,
  fee_basis_points: 1000, pix_expiry_minutes: 30, simulation: true,
  pix_due: {
    unavailable_reason: null, min_total_centavos: 100_000, earliest_due_date: '2026-11-25', latest_due_date: '2026-12-24', suggested_due_date: '2026-12-01',
    grace_days: 10, fine_basis_points: 200, interest_basis_points_per_month: 100,
  },
};

const pixDue: PaymentWire = {
  id: 41, project_id: 12, project_name: 'Lançamento Café Recife', method: 'pix_due', status: 'paid', items: [item],
  amount_centavos: 150_000, fee_centavos: 15_000, total_centavos: 165_000, late_fees_centavos: 3_465,
  pix: {
    code: '00020126PIX', qr_image: 'data:image/png;base64,iVBORw0KGgo=', expires_at: '2026-12-12T03:00:00.000Z', txid: 'PUBLI0000000041X7Q2M9K4B8Z',
    due: { due_date: '2026-12-01', last_day: '2026-12-11', fine_basis_points: 200, interest_basis_points_per_month: 100 },
  },
  card: null, status_reason: null, created_at: '2026-11-24T12:00:00.000Z', paid_at: '2026-12-03T15:00:00.000Z', refunded_at: null,
};

describe('payment mappers', () => {
  it("reads the quote's Pix com vencimento offer in domain names", () => {
    expect(quoteFromWire(quote).pixDue).toEqual({
      unavailableReason: null, minTotalCentavos: 100_000, earliestDueDate: '2026-11-25', latestDueDate: '2026-12-24', suggestedDueDate: '2026-12-01',
      graceDays: 10, fineBasisPoints: 200, interestBasisPointsPerMonth: 100,
    });
    const refused = { ...quote.pix_due, unavailable_reason: 'Cadastre o CNPJ da marca no seu perfil para pagar com Pix com vencimento.' };
    expect(quoteFromWire({ ...quote, pix_due: refused }).pixDue.unavailableReason).toBe('Cadastre o CNPJ da marca no seu perfil para pagar com Pix com vencimento.');
  });

  it("reads a Pix com vencimento's terms and late fees, and an immediate Pix without terms", () => {
    expect(paymentFromWire(pixDue)).toMatchObject({
      method: 'pix_due', lateFeesCentavos: 3_465,
      pix: { txid: 'PUBLI0000000041X7Q2M9K4B8Z', expiresAt: '2026-12-12T03:00:00.000Z', due: { dueDate: '2026-12-01', lastDay: '2026-12-11', fineBasisPoints: 200, interestBasisPointsPerMonth: 100 } },
    });
    const immediate = paymentFromWire({ ...pixDue, method: 'pix', late_fees_centavos: 0, pix: pixDue.pix === null ? null : { ...pixDue.pix, due: null } });
    expect(immediate).toMatchObject({ method: 'pix', lateFeesCentavos: 0, pix: { due: null } });
  });
});
