import type { DeliveriesWire } from './delivery.schema.js';
import type { EarningsWire } from './earnings.schema.js';
import type { PaymentQuoteWire, PaymentReceiptWire, PaymentWire } from './payment.schema.js';

type SettledPaymentWire = PaymentReceiptWire['payment'];

const item = { contract_id: 31, creator_name: 'Ana Souza', amount_centavos: 150_000, fee_centavos: 15_000 };

/** What paying Ana's accepted contract 31 costs, with the default 10% fee. */
export function aPaymentQuote(overrides: Partial<PaymentQuoteWire> = {}): PaymentQuoteWire {
  return {
    project_id: 12,
    project_name: 'Lançamento Café Recife',
    items: [item],
    amount_centavos: 150_000,
    fee_centavos: 15_000,
    total_centavos: 165_000,
    fee_basis_points: 1000,
    pix_expiry_minutes: 30,
    simulation: true,
    pix_due: {
      unavailable_reason: null,
      min_total_centavos: 100_000,
      earliest_due_date: '2026-11-25',
      latest_due_date: '2026-12-24',
      suggested_due_date: '2026-12-01',
      grace_days: 10,
      fine_basis_points: 200,
      interest_basis_points_per_month: 100,
    },
    ...overrides,
  };
}

/** The brand's Pix for contract 31, waiting to be paid. */
export function aPayment(overrides: Partial<PaymentWire> = {}): PaymentWire {
  return {
    id: 41,
    project_id: 12,
    project_name: 'Lançamento Café Recife',
    method: 'pix',
    status: 'pending',
    items: [item],
    amount_centavos: 150_000,
    fee_centavos: 15_000,
    total_centavos: 165_000,
    late_fees_centavos: 0,
    pix: {
      code: '00020126580014br.gov.bcb.pix0136pagamentos@publi.com.br5204000053039865406165000.005802BR5916PUBLI TECNOLOGIA6009SAO PAULO62290525PUBLI0000000041X7Q2M9K4B8Z6304ABCD',
      qr_image: 'data:image/png;base64,iVBORw0KGgo=',
      expires_at: '2026-11-24T12:30:00.000Z',
      txid: 'PUBLI0000000041X7Q2M9K4B8Z',
      due: null,
    },
    card: null,
    status_reason: null,
    created_at: '2026-11-24T12:00:00.000Z',
    paid_at: null,
    refunded_at: null,
    ...overrides,
  };
}

/** The receipt of contract 31's card payment. */
export function aPaymentReceipt(): PaymentReceiptWire {
  return {
    payment: { ...aPayment({ method: 'card', status: 'paid', card: { brand: 'Visa', last4: '4242' }, paid_at: '2026-11-24T12:01:00.000Z' }), pix: null } satisfies SettledPaymentWire,
    payer: { name: 'Café Recife', document: '11222333000181' },
    payees: [{ contract_id: 31, name: 'Ana Souza', document: '52998224725' }],
    platform: { name: 'Publi Tecnologia Ltda.', document: null },
  };
}

/** Contract 31's first delivery, waiting for the brand. */
export function someDeliveries(): DeliveriesWire {
  return {
    contract_id: 31,
    rounds: [
      {
        round: 1,
        links: ['https://www.instagram.com/p/Cafe123/'],
        files: [{ id: '5b7c1e0e-3a51-4c57-9a0d-6f1f3c2b9e11', name: 'stories.mp4', size: 12_582_912, content_type: 'video/mp4' }],
        note: 'Segue o primeiro corte.',
        delivered_at: '2026-12-10T15:00:00.000Z',
        review: null,
      },
    ],
    auto_approval_at: '2026-12-17T15:00:00.000Z',
    change_rounds_left: 2,
  };
}

/** Ana's money: contract 31 approved and available, Pix key registered. */
export function someEarnings(): EarningsWire {
  const stages = { held_centavos: 0, available_centavos: 150_000, payout_pending_centavos: 0, paid_out_centavos: 0 };
  return {
    creator_id: 7,
    totals: stages,
    contracts: [{ contract_id: 31, project_name: 'Lançamento Café Recife', brand_name: 'Café Recife', amount_centavos: 150_000, payout: null, ...stages }],
    destination: { kind: 'pix', label: 'Chave Pix a***@exemplo.com.br' },
    nudge: null,
    can_request_payout: true,
  };
}
