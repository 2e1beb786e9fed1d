import { apiError, API_ERRORS } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ClockPort } from '../../ports/clock.port.js';
import { cardFormProblems } from './sandbox-cards.js';
import type { SandboxPaymentProvider } from './sandbox-provider.js';

/** Where the sandbox's own routes live: outside `/api`, as a real provider's checkout is another site. */
export const SANDBOX_PREFIX = '/sandbox';

const cardFormSchema = z.object({
  number: z.string().max(40),
  holder_name: z.string().max(120),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
  cvc: z.string().max(8),
});

/**
 * The sandbox provider's routes, standing for what a real provider hosts itself (SPEC section 7,
 * "a card payment provider's checkout script"):
 * - `POST /sandbox/cartoes`: the checkout's card form posts here and gets a token; the card's
 *   number never reaches Publi's API, which only ever sees the token;
 * - `POST /sandbox/pix/:txid/pagamento` ("simular pagamento", `demo` mode only): pays the Pix as a
 *   bank app would; the settlement then arrives through the signed webhook like any other.
 */
export function registerSandboxRoutes(app: FastifyInstance, sandbox: SandboxPaymentProvider, clock: ClockPort, simulation: boolean): void {
  void app.register(
    (scope, _options, done) => {
      // A card form is where stolen cards are tested: the payment budget, as paying.
      scope.post('/cartoes', { config: { rateLimit: 'payment' } }, async (request, reply) => {
        const parsed = cardFormSchema.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send(apiError('REQUEST.INVALID', { number: 'Preencha os dados do cartão.' }));
        const form = { number: parsed.data.number, holderName: parsed.data.holder_name, expiryMonth: parsed.data.expiry_month, expiryYear: parsed.data.expiry_year, cvc: parsed.data.cvc };
        const problems = cardFormProblems(form, clock.now());
        if (Object.keys(problems).length > 0) return reply.code(422).send(apiError('REQUEST.INVALID', problems, 'Confira os dados do cartão.'));
        const { token, card } = sandbox.cards.tokenize(form);
        return reply.code(201).header('cache-control', 'no-store').send({ token, brand: card.brand, last4: card.last4 });
      });
      if (simulation) {
        scope.post<{ Params: { txid: string } }>('/pix/:txid/pagamento', { config: { rateLimit: 'payment' } }, async (request, reply) => {
          if (!/^[A-Z0-9]{1,25}$/.test(request.params.txid) || !sandbox.simulatePixPayment(request.params.txid)) {
            return reply.code(404).send(apiError('PAYMENT.NOT_FOUND'));
          }
          return reply.code(202).send({ simulated: true });
        });
      }
      scope.setNotFoundHandler((_request, reply) => reply.code(API_ERRORS['ROUTE.NOT_FOUND'].status).send(apiError('ROUTE.NOT_FOUND')));
      done();
    },
    { prefix: SANDBOX_PREFIX },
  );
}
