import type { PaymentMethod } from '@publi/application';

/** What a person reads for each way of paying: the checkout's tabs, the payments list, the receipt. */
export function paymentMethodLabel(method: PaymentMethod): string {
  // A switch, not a record: `pix_due` as an object key reads as the wire's name to the lint.
  switch (method) {
    case 'pix':
      return 'Pix';
    case 'pix_due':
      return 'Pix com vencimento';
    case 'card':
      return 'Cartão de crédito';
  }
}
