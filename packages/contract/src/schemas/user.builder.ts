import { PRIVACY_POLICY_VERSION } from './privacy-policy-version.js';
import type { UserWire } from './user.schema.js';

type Overrides = Readonly<Record<string, unknown>>;

/** A valid `POST /account/user` body; overrides may be invalid on purpose. */
export function aCreateUserBody(overrides: Overrides = {}): Record<string, unknown> {
  return {
    external_id: 'kX9fP2mQ7rT1vW3yZ5aB8cD0eF4g',
    type: 'brand',
    name: 'Ana Souza',
    email: 'ana.souza@exemplo.com.br',
    phone: '(81) 99876-5432',
    company_name: 'Café Recife Ltda.',
    website: 'https://www.caferecife.com.br',
    privacy_policy_version: PRIVACY_POLICY_VERSION,
    ...overrides,
  };
}

/** A valid `PUT /account/user/address` body. */
export function anAddressBody(overrides: Overrides = {}): Record<string, unknown> {
  return {
    postal_code: '50030-230',
    street: 'Rua da Aurora',
    number: '325',
    complement: 'Sala 4',
    neighborhood: 'Boa Vista',
    city: 'Recife',
    state: 'PE',
    ...overrides,
  };
}

/** A valid `PUT /account/user` body, with a field at the top level and one in `profile`. */
export function anUpdateUserBody(overrides: Overrides = {}): Record<string, unknown> {
  return { name: 'Ana Souza', profile: { mini_bio: 'Criadora de conteúdo sobre café e viagens.' }, ...overrides };
}

/** A valid `POST /users/save-user-info` body. */
export function aSaveUserInfoBody(overrides: Overrides = {}): Record<string, unknown> {
  return { name: 'Ana Souza', phone: '81998765432', address: anAddressBody(), categories_ids: [3, 7], ...overrides };
}

/** A valid user as the users routes answer it. */
export function aUser(overrides: Partial<UserWire> = {}): UserWire {
  return {
    id: 42,
    external_id: 'kX9fP2mQ7rT1vW3yZ5aB8cD0eF4g',
    type: 'brand',
    name: 'Ana Souza',
    email: 'ana.souza@exemplo.com.br',
    email_verified: true,
    phone: '81998765432',
    image: null,
    mini_bio: null,
    company_name: 'Café Recife Ltda.',
    cnpj: null,
    legal_name: null,
    website: 'https://www.caferecife.com.br',
    active: true,
    address: null,
    categories: [{ id: 3, name: 'Gastronomia' }],
    created_at: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}
