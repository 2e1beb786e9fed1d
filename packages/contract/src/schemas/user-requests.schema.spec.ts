import { describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD_MESSAGE } from '../validation/field-messages.js';
import { PRIVACY_POLICY_VERSION } from './privacy-policy-version.js';
import { PRIVACY_CONSENT_MISSING_MESSAGE, PRIVACY_CONSENT_OUTDATED_MESSAGE } from './privacy.schema.js';
import { fieldErrors } from './field-errors.builder.js';
import { aCreateUserBody, anAddressBody, anUpdateUserBody, aSaveUserInfoBody } from './user.builder.js';
import {
  accountTypeBodySchema,
  createUserBodySchema,
  saveUserInfoBodySchema,
  updateUserBodySchema,
  userCategoriesBodySchema,
  userEmailQuerySchema,
} from './user-requests.schema.js';

describe('createUserBodySchema', () => {
  it('accepts a valid account, trimmed, with the phone kept as digits', () => {
    const body = createUserBodySchema.parse(aCreateUserBody({ name: '  Ana Souza  ' }));
    expect(body).toMatchObject({ name: 'Ana Souza', phone: '81998765432', type: 'brand' });
  });

  it('refuses unknown fields, one message each', () => {
    expect(fieldErrors(createUserBodySchema, aCreateUserBody({ role: 'admin', active: true }))).toEqual({
      role: UNKNOWN_FIELD_MESSAGE,
      active: UNKNOWN_FIELD_MESSAGE,
    });
  });

  it('says what is missing, in Portuguese', () => {
    expect(fieldErrors(createUserBodySchema, aCreateUserBody({ name: undefined, email: '   ', type: undefined }))).toEqual({
      name: 'Informe o nome.',
      email: 'Informe um e-mail válido.',
      type: 'Escolha o tipo da conta: creator, brand ou agent.',
    });
  });

  it('asks for the privacy policy to be accepted, and refuses an older version than the one in force', () => {
    expect(fieldErrors(createUserBodySchema, aCreateUserBody({ privacy_policy_version: undefined }))).toEqual({
      privacy_policy_version: PRIVACY_CONSENT_MISSING_MESSAGE,
    });
    expect(fieldErrors(createUserBodySchema, aCreateUserBody({ privacy_policy_version: '2020-01-01' }))).toEqual({
      privacy_policy_version: PRIVACY_CONSENT_OUTDATED_MESSAGE,
    });
    expect(createUserBodySchema.parse(aCreateUserBody()).privacy_policy_version).toBe(PRIVACY_POLICY_VERSION);
  });

  it('refuses wrong types', () => {
    expect(fieldErrors(createUserBodySchema, aCreateUserBody({ name: 42, type: 'admin' }))).toEqual({
      name: 'O nome deve ser um texto.',
      type: 'Escolha o tipo da conta: creator, brand ou agent.',
    });
  });

  it('refuses oversized text', () => {
    expect(fieldErrors(createUserBodySchema, aCreateUserBody({ name: 'a'.repeat(121), website: `https://a.com/${'x'.repeat(2048)}` }))).toEqual({
      name: 'O nome pode ter no máximo 120 caracteres.',
      website: 'O site pode ter no máximo 2048 caracteres.',
    });
  });

  it('refuses injection strings where a format is required', () => {
    expect(
      fieldErrors(
        createUserBodySchema,
        aCreateUserBody({
          external_id: "abc' OR '1'='1",
          email: '<script>alert(1)</script>@x.com',
          phone: '11 9999; DROP TABLE users',
          website: 'javascript:alert(1)',
          image: 'javascript:alert(1)',
        }),
      ),
    ).toEqual({
      external_id: 'Informe o external_id da conta (letras, números, _ ou -, até 128 caracteres).',
      email: 'Informe um e-mail válido.',
      phone: 'Informe um telefone válido com DDD, como (11) 91234-5678.',
      website: 'Informe um endereço válido, como https://www.exemplo.com.br',
      image: 'Informe o endereço de uma imagem enviada, como https://… ou /uploads/….',
    });
  });
});

describe('updateUserBodySchema', () => {
  it('merges profile under the top-level fields', () => {
    expect(updateUserBodySchema.parse(anUpdateUserBody({ profile: { name: 'Outro', mini_bio: 'Bio' } }))).toEqual({ name: 'Ana Souza', mini_bio: 'Bio' });
  });

  it('takes null to clear a field, but never the name', () => {
    expect(updateUserBodySchema.parse({ phone: null, website: null })).toEqual({ phone: null, website: null });
    expect(fieldErrors(updateUserBodySchema, { name: null })).toEqual({ name: 'Informe o nome.' });
  });

  it("reads a brand's CNPJ with the domain's check, keeping its 14 characters, and its razão social", () => {
    expect(updateUserBodySchema.parse({ cnpj: '11.222.333/0001-81', legal_name: ' Marca Ltda ' })).toEqual({ cnpj: '11222333000181', legal_name: 'Marca Ltda' });
    expect(updateUserBodySchema.parse({ cnpj: '12.abc.345/01de-35' })).toEqual({ cnpj: '12ABC34501DE35' });
    expect(updateUserBodySchema.parse({ cnpj: null, legal_name: null })).toEqual({ cnpj: null, legal_name: null });
    expect(fieldErrors(updateUserBodySchema, { cnpj: '11.222.333/0001-80', legal_name: 'x'.repeat(161) })).toEqual({
      cnpj: 'Informe um CNPJ válido, como 11.222.333/0001-81.',
      legal_name: 'A razão social pode ter no máximo 160 caracteres.',
    });
    expect(fieldErrors(updateUserBodySchema, { cnpj: '529.982.247-25' })).toEqual({ cnpj: 'Informe um CNPJ válido, como 11.222.333/0001-81.' });
  });

  it('puts the messages of profile fields under profile', () => {
    expect(fieldErrors(updateUserBodySchema, { profile: { mini_bio: 'x'.repeat(501), cpf: '1' } })).toEqual({
      'profile.mini_bio': 'A mini bio pode ter no máximo 500 caracteres.',
      'profile.cpf': UNKNOWN_FIELD_MESSAGE,
    });
  });
});

describe('saveUserInfoBodySchema', () => {
  it('accepts the sign-up step with its address and categories', () => {
    expect(saveUserInfoBodySchema.parse(aSaveUserInfoBody())).toMatchObject({ address: { postal_code: '50030230', state: 'PE' } });
  });

  it('reports address problems at their path', () => {
    expect(fieldErrors(saveUserInfoBodySchema, aSaveUserInfoBody({ address: anAddressBody({ state: 'Pernambuco' }) }))).toEqual({
      'address.state': 'Informe o estado. Use a sigla de um estado, como SP.',
    });
  });
});

describe('userCategoriesBodySchema', () => {
  it('takes up to 20 distinct category ids', () => {
    expect(userCategoriesBodySchema.parse({ categories_ids: [1, 2, 3] })).toEqual({ categories_ids: [1, 2, 3] });
    expect(fieldErrors(userCategoriesBodySchema, { categories_ids: Array.from({ length: 21 }, (_, index) => index + 1) })).toEqual({
      categories_ids: 'Informe no máximo 20 categorias.',
    });
  });

  it('refuses a repeated or negative id at its index', () => {
    expect(fieldErrors(userCategoriesBodySchema, { categories_ids: [4, -1, 4] })).toEqual({
      'categories_ids.1': 'A categoria deve ser um número inteiro positivo.',
      'categories_ids.2': 'Cada categoria só pode aparecer uma vez.',
    });
    expect(fieldErrors(userCategoriesBodySchema, { categories_ids: [4, 5, 4] })).toEqual({ 'categories_ids.2': 'Cada categoria só pode aparecer uma vez.' });
  });
});

describe('the other user requests', () => {
  it('reads the account type', () => {
    expect(accountTypeBodySchema.parse({ type: 'creator' })).toEqual({ type: 'creator' });
    expect(fieldErrors(accountTypeBodySchema, { type: 'admin' })).toEqual({ type: 'Escolha o tipo da conta: creator, brand ou agent.' });
  });

  it('reads the email lookup id from the query string', () => {
    expect(userEmailQuerySchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(fieldErrors(userEmailQuerySchema, {})).toEqual({ id: 'Informe o id do usuário.' });
    expect(fieldErrors(userEmailQuerySchema, { id: '1 OR 1=1' })).toEqual({ id: 'O id do usuário deve ser um número inteiro positivo.' });
  });
});
