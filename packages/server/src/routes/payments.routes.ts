import { ROUTES } from '@publi/contract';
import { moneyDeps } from '../app/service-deps.js';
import { registerRoute } from '../http/register-route.js';
import { PaymentsApiPixCallbacksService } from '../payments/payments-api-pix-callbacks.service.js';
import { PAGARME_SIGNATURE_HEADER } from '../payments/pagarme/pagarme-signature.js';
import { callbackPixFromWire, pagarmeWebhookFromWire, paymentRequestFromWire, providerEventFromWire } from '../payments/payments-from-wire.js';
import { PaymentsPagarmeWebhookService } from '../payments/payments-pagarme-webhook.service.js';
import { PaymentsProviderEventsService } from '../payments/payments-provider-events.service.js';
import { PaymentsReadService } from '../payments/payments-read.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { toPaymentsSheet } from '../payments/to-payments-sheet.js';
import { toPaymentReceiptWire, toPaymentSummaryWire, toPaymentWire, toQuoteWire } from '../payments/to-payments-wire.js';
import { SIGNATURE_HEADER } from '../payments/webhook-signature.js';
import { downloadSheet } from '../projects/export/index.js';
import type { AreaRoutes } from './area-routes.js';

// The webhooks' signatures cover the exact bytes the provider sent, so its scope keeps the raw
// body beside the parsed one (with Fastify's own JSON parser, `__proto__` protection included).
const rawBodies = new WeakMap<object, string>();

/**
 * Payments: the quote, paying by Pix or card, reading payments and receipts, the export, and the
 * provider's webhook, the only way money moves in. Decisions are in the README, "Payments".
 */
export const registerPaymentRoutes: AreaRoutes = (route, deps, api) => {
  const money = moneyDeps(deps);
  const service = new PaymentsService(money);
  const reads = new PaymentsReadService(money);
  const events = new PaymentsProviderEventsService(money);
  const apiPixCallbacks = new PaymentsApiPixCallbacksService(money, deps.payments.apiPix);
  const pagarmeWebhooks = new PaymentsPagarmeWebhookService(money, deps.payments.pagarme);

  route(ROUTES.quotePayment, async ({ query, identity }) => toQuoteWire(await service.quote(identity.uid, query.contract_ids), money));
  route(ROUTES.createPayment, async ({ body, identity, setStatus }) => {
    const { view, created } = await service.pay(identity.uid, paymentRequestFromWire(body));
    if (!created) setStatus(200);
    return toPaymentWire(view);
  });
  route(ROUTES.getPayment, async ({ params, identity }) => toPaymentWire(await reads.one(identity.uid, params.id)));
  route(ROUTES.paymentReceipt, async ({ params, identity }) => toPaymentReceiptWire(await reads.receipt(identity.uid, params.id)));
  route(ROUTES.listPayments, async ({ query, identity }) => ({ payments: (await reads.list(identity.uid, query.project_id)).map(toPaymentSummaryWire) }));
  route(ROUTES.apiPixCallback, async ({ params, body }) => ({ received: true as const, ...(await apiPixCallbacks.receive(params.token, callbackPixFromWire(body))) }));
  route(ROUTES.exportPayments, async ({ query, identity }) => downloadSheet(toPaymentsSheet(await reads.list(identity.uid, query.project_id)), 'pagamentos', query.format));

  void api.register((scope, _options, done) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      void parseJson(request, text, parsed);
    });
    registerRoute(scope, deps.tokenVerifier, ROUTES.paymentWebhook, async ({ body, request }) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const { duplicate } = await events.receive(rawBodies.get(request) ?? '', typeof signature === 'string' ? signature : undefined, providerEventFromWire(body));
      return { received: true as const, duplicate };
    });
    registerRoute(scope, deps.tokenVerifier, ROUTES.pagarmeWebhook, async ({ body, request }) => {
      const signature = request.headers[PAGARME_SIGNATURE_HEADER];
      const { duplicate } = await pagarmeWebhooks.receive(rawBodies.get(request) ?? '', typeof signature === 'string' ? signature : undefined, pagarmeWebhookFromWire(body));
      return { received: true as const, duplicate };
    });
    done();
  });
};
