import { describe, expect, it } from 'vitest';
import { bankAccountBodySchema } from './bank-account.schema.js';
import { aBankAccountBody } from './creator.builder.js';
import { fieldErrors } from './field-errors.builder.js';

describe('bankAccountBodySchema', () => {
  it('accepts an account, keeping the owner document as digits', () => {
    expect(bankAccountBodySchema.parse(aBankAccountBody())).toEqual({
      account_type: 'corrente',
      account: '12345-1',
      agency: '0001',
      bank_code: '260',
      owner_name: 'Ana Souza',
      owner_document: '52998224725',
    });
    expect(bankAccountBodySchema.parse(aBankAccountBody({ owner_document: '11.222.333/0001-81' })).owner_document).toBe('11222333000181');
  });

  it('stores the Pix key in its canonical form, and lets it out or null', () => {
    expect(bankAccountBodySchema.parse(aBankAccountBody({ pix_key: '(11) 98765-4321' })).pix_key).toBe('+5511987654321');
    expect(bankAccountBodySchema.parse(aBankAccountBody({ pix_key: ' Ana@Example.com ' })).pix_key).toBe('ana@example.com');
    expect(bankAccountBodySchema.parse(aBankAccountBody({ pix_key: '529.982.247-25' })).pix_key).toBe('52998224725');
    expect(bankAccountBodySchema.parse(aBankAccountBody({ pix_key: null })).pix_key).toBeNull();
    expect(bankAccountBodySchema.parse(aBankAccountBody()).pix_key).toBeUndefined();
  });

  it('refuses malformed numbers, each with its own message beside its field', () => {
    expect(
      fieldErrors(
        bankAccountBodySchema,
        aBankAccountBody({ bank_code: '26', agency: '12a4', account: 'abc', owner_document: '123.456.789-00', pix_key: 'minha chave', account_type: 'salario' }),
      ),
    ).toEqual({
      account_type: 'Escolha o tipo da conta: corrente ou poupança.',
      bank_code: 'Informe o código do banco com 3 dígitos, como 260.',
      agency: 'Informe a agência com até 5 dígitos e o dígito verificador, se houver, como 1234-5.',
      account: 'Informe a conta com até 13 dígitos e o dígito verificador, como 12345-6.',
      owner_document: 'Informe um CPF ou CNPJ válido do titular.',
      pix_key: 'Informe uma chave Pix válida: CPF, CNPJ, e-mail, celular com DDD ou chave aleatória.',
    });
  });

  it('refuses an account without its check digit', () => {
    expect(fieldErrors(bankAccountBodySchema, aBankAccountBody({ account: '7' }))).toEqual({
      account: 'Informe a conta com até 13 dígitos e o dígito verificador, como 12345-6.',
    });
  });

  it('refuses a bank code that names no bank of the list', () => {
    expect(fieldErrors(bankAccountBodySchema, aBankAccountBody({ bank_code: '999' }))).toEqual({
      bank_code: 'Escolha um banco da lista: não há banco brasileiro com este código.',
    });
  });

  it('checks the account check digit where the bank publishes its rule', () => {
    const bb = { bank_code: '001', agency: '1584', account: '210169-6' };
    expect(fieldErrors(bankAccountBodySchema, aBankAccountBody(bb))).toEqual({});
    expect(fieldErrors(bankAccountBodySchema, aBankAccountBody({ ...bb, account: '210169-5' }))).toEqual({
      account: 'O dígito verificador não confere com a agência e a conta deste banco. Confira os números.',
    });
    // Inter publishes no rule: any well-formed account is taken.
    expect(fieldErrors(bankAccountBodySchema, aBankAccountBody({ bank_code: '077', account: '1234567-1' }))).toEqual({});
  });

  it('says what is missing', () => {
    expect(fieldErrors(bankAccountBodySchema, {})).toEqual({
      account_type: 'Escolha o tipo da conta: corrente ou poupança.',
      account: 'Informe a conta.',
      agency: 'Informe a agência.',
      bank_code: 'Informe o código do banco.',
      owner_name: 'Informe o nome do titular.',
      owner_document: 'Informe um CPF ou CNPJ válido do titular.',
    });
  });
});
