import { describe, expect, it } from 'vitest';
import { bankAccountBodySchema } from './bank-account.schema.js';
import { aBankAccountBody } from './creator.builder.js';
import { fieldErrors } from './field-errors.builder.js';

describe('bankAccountBodySchema', () => {
  it('accepts an account, keeping the owner document as digits', () => {
    expect(bankAccountBodySchema.parse(aBankAccountBody())).toEqual({
      account: '12345-6',
      agency: '0001',
      bank_code: '260',
      owner_name: 'Ana Souza',
      owner_document: '52998224725',
    });
    expect(bankAccountBodySchema.parse(aBankAccountBody({ owner_document: '11.222.333/0001-81' })).owner_document).toBe('11222333000181');
  });

  it('lets the owner document out', () => {
    expect(bankAccountBodySchema.safeParse(aBankAccountBody({ owner_document: undefined })).success).toBe(true);
  });

  it('refuses malformed numbers, each with its own message', () => {
    expect(fieldErrors(bankAccountBodySchema, aBankAccountBody({ bank_code: '26', agency: '12345678', account: 'abc', owner_document: '529.982.247-26' }))).toEqual({
      bank_code: 'Informe o código do banco com 3 dígitos, como 260.',
      agency: 'Informe a agência com até 5 dígitos e o dígito verificador, se houver, como 1234-5.',
      account: 'Informe a conta com até 13 dígitos e o dígito verificador, como 12345-6.',
      owner_document: 'Informe um CPF ou CNPJ válido do titular.',
    });
  });

  it('says what is missing', () => {
    expect(fieldErrors(bankAccountBodySchema, {})).toEqual({
      account: 'Informe a conta.',
      agency: 'Informe a agência.',
      bank_code: 'Informe o código do banco.',
      owner_name: 'Informe o nome do titular.',
    });
  });
});
