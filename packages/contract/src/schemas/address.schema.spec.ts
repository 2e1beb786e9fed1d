import { describe, expect, it } from 'vitest';
import { addressBodySchema, addressSchema } from './address.schema.js';
import { fieldErrors } from './field-errors.builder.js';
import { anAddressBody } from './user.builder.js';

describe('addressBodySchema', () => {
  it('keeps the CEP as its 8 digits and the state as its upper-case sigla', () => {
    expect(addressBodySchema.parse(anAddressBody({ postal_code: '50.030-230', state: 'pe' }))).toMatchObject({ postal_code: '50030230', state: 'PE' });
  });

  it('needs only the CEP, the city and the state', () => {
    expect(addressBodySchema.parse({ postal_code: '50030230', city: 'Recife', state: 'PE' })).toEqual({ postal_code: '50030230', city: 'Recife', state: 'PE' });
  });

  it('refuses a CEP without 8 digits, or with anything else in it', () => {
    for (const postal_code of ['5003023', '500302300', '50030-23a', "50030230' --", '']) {
      expect(fieldErrors(addressBodySchema, anAddressBody({ postal_code })), postal_code).toEqual({ postal_code: 'Informe o CEP com 8 dígitos, como 01310-100.' });
    }
  });

  it('bounds every text', () => {
    expect(fieldErrors(addressBodySchema, anAddressBody({ street: 'r'.repeat(201), number: '1'.repeat(21), city: ' ' }))).toEqual({
      street: 'A rua pode ter no máximo 200 caracteres.',
      number: 'O número pode ter no máximo 20 caracteres.',
      city: 'Informe a cidade.',
    });
  });

  it('gives answers that the address wire schema reads', () => {
    const parsed = addressBodySchema.parse(anAddressBody());
    expect(addressSchema.safeParse({ street: null, number: null, complement: null, neighborhood: null, ...parsed }).success).toBe(true);
  });
});
