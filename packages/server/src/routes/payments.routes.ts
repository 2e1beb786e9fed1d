import { ROUTES, type PaymentQuoteWire } from '@publi/contract';
import { moneyDeps } from '../app/service-deps.js';
import { registerRoute } from '../http/register-route.js';
import { PaymentsService, type QuoteView } from '../payments/payments.service.js';
import { paymentReceipt } from '../payments/payment-receipt.js';
import { paymentsSheet } from '../payments/payments-sheet.js';
import { ProviderEventsService } from '../payments/provider-events.service.js';
import { toPaymentWire } from '../payments/to-payment-wire.js';
import { SIGNATURE_HEADER } from '../payments/webhook-signature.js';
import { downloadSheet } from '../projects/export/index.js';
import type { AreaRoutes } from './area-routes.js';

function toQuoteWire({ quote, projectId, projectName, creatorNames }: QuoteView, deps: ReturnType<typeof moneyDeps>): PaymentQuoteWire {
  return {
    project_id: projectId,
    project_name: projectName,
    items: quote.items.map((item) => ({ contract_id: item.contractId, creator_name: creatorNames.get(item.contractId) ?? '', amount_centavos: item.amountCentavos, fee_centavos: item.feeCentavos })),
    amount_centavos: quote.amountCentavos,
    fee_centavos: quote.feeCentavos,
    total_centavos: quote.totalCentavos,
    fee_basis_points: deps.feeBasisPoints,
    pix_expiry_minutes: deps.pixExpiryMinutes,
    simulation: deps.simulation,
  };
}

// The webhook's signature covers the exact bytes the provider sent, so its scope keeps the raw
// body beside the parsed one (with Fastify's own JSON parser, `__proto__` protection included).
const rawBodies = new WeakMap<object, string>();

/**
 * Payments: the quote, paying by Pix or card, reading payments and receipts, the export, and the
 * provider's webhook, the only way money moves in. Decisions are in the README, "Payments".
 */
export const registerPaymentRoutes: AreaRoutes = (route, deps, api) => {
  const money = moneyDeps(deps, api);
  const service = new PaymentsService(money);
  const events = new ProviderEventsService(money);

  route(ROUTES.quotePayment, async ({ query, identity }) => toQuoteWire(await service.quote(identity.uid, query.contract_ids), money));
  route(ROUTES.createPayment, async ({ body, identity, setStatus }) => {
    const { view, created } = await service.pay(identity.uid, body);
    if (!created) setStatus(200);
    return toPaymentWire(view);
  });
  route(ROUTES.getPayment, async ({ params, identity }) => toPaymentWire(await service.one(identity.uid, params.id)));
  route(ROUTES.paymentReceipt, async ({ params, identity }) => paymentReceipt(deps.db, await service.one(identity.uid, params.id)));
  route(ROUTES.listPayments, async ({ query, identity }) => ({
    payments: (await service.list(identity.uid, query.project_id)).map((view) => ({ ...toPaymentWire(view), pix: null })),
  }));
  route(ROUTES.exportPayments, async ({ query, identity }) => downloadSheet(paymentsSheet(await service.list(identity.uid, query.project_id)), 'pagamentos', query.format));

  void api.register((scope, _options, done) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      void parseJson(request, text, parsed);
    });
    registerRoute(scope, deps.tokenVerifier, ROUTES.paymentWebhook, async ({ body, request }) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const { duplicate } = await events.receive(rawBodies.get(request) ?? '', typeof signature === 'string' ? signature : undefined, body);
      return { received: true as const, duplicate };
    });
    done();
  });
};
