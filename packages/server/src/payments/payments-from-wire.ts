import type { CreatePaymentBodyWire, ProviderEventWire } from '@publi/contract';
import type { ProviderEvent } from './payments-provider-events.service.js';
import type { PaymentRequest } from './payments.service.js';

/** `POST /payment`'s body to what the brand asks to pay (route layer only). */
export function paymentRequestFromWire(body: CreatePaymentBodyWire): PaymentRequest {
  return { contractIds: body.contract_ids, method: body.method, cardToken: body.card_token, dueDate: body.due_date, idempotencyKey: body.idempotency_key };
}

/** `POST /payment/webhook`'s body to the provider's event (route layer only). */
export function providerEventFromWire(body: ProviderEventWire): ProviderEvent {
  return { id: body.id, type: body.type, objectId: body.data.object_id, reason: body.data.reason, amountCentavos: body.data.amount_centavos };
}
