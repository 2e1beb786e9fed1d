import { describe, expect, it } from 'vitest';
import { aCardForm, TEST_CARD, type PaymentSuiteWorld } from './payment-world.js';
import type { PortSuite } from './port-suite-world.js';

/** {@link CheckoutPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const checkoutPortSuite: PortSuite<PaymentSuiteWorld> = (world) => {
  describe('CheckoutPort', () => {
    it('turns a card into a token that shows only its brand and last four digits', async () => {
      const w = world();
      const token = await w.checkout.tokenize(aCardForm(TEST_CARD.approved));
      expect(token).toEqual({ token: expect.any(String) as unknown, brand: 'Visa', last4: '4242' });
      expect(token.token).not.toContain('4242424242424242');
    });

    it('explains a bad card form field by field, in pt-BR', async () => {
      const w = world();
      await expect(w.checkout.tokenize({ ...aCardForm('4242424242424241'), holderName: 'R', cvc: '' })).rejects.toMatchObject({
        code: 'REQUEST.INVALID',
        fields: { number: 'Confira o número do cartão: ele não é válido.', holderName: 'Informe o nome impresso no cartão.', cvc: 'Informe o código de segurança (CVV) de 3 ou 4 dígitos.' },
      });
    });
  });
};
