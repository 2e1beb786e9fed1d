import type { Payment, PaymentStatus } from '@publi/application';
import { paymentMethodLabel } from '../../shared/payment-method-labels.js';

/** What a person reads for each payment status (the web keeps its own words; it reads no wire package). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  failed: 'Recusado',
  expired: 'Expirado',
  refunded: 'Estornado',
};

/** The badge's color for each status. */
export const PAYMENT_STATUS_PALETTE: Readonly<Record<PaymentStatus, string>> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  refunded: 'purple',
};

/** "Pix", "Pix com vencimento", or "Cartão" with the card's brand and last digits. */
export function methodLabel(payment: Payment): string {
  switch (payment.method) {
    case 'pix':
    case 'pix_due':
      return paymentMethodLabel(payment.method);
    case 'card':
      return payment.card === null ? 'Cartão' : `Cartão ${payment.card.brand} final ${payment.card.last4}`;
  }
}
