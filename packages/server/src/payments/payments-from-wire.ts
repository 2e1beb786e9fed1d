import type { ApiPixCallbackBodyWire, CreatePaymentBodyWire, PagarmeWebhookBodyWire, ProviderEventWire } from '@publi/contract';
import type { CallbackPix } from './payments-api-pix-callbacks.service.js';
import type { PagarmeWebhook } from './payments-pagarme-webhook.service.js';
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

/** The API Pix callback's `pix[]` to the two fields Publi reads of each (route layer only). */
export function callbackPixFromWire(body: ApiPixCallbackBodyWire): CallbackPix[] {
  return body.pix.map((pix) => ({ endToEndId: pix.endToEndId, txid: pix.txid }));
}

/** A Pagar.me webhook's body to the two fields Publi reads of it (route layer only). */
export function pagarmeWebhookFromWire(body: PagarmeWebhookBodyWire): PagarmeWebhook {
  return { type: body.type, objectId: body.data.id };
}
