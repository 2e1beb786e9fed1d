import { describe, expect, it } from 'vitest';
import { profileChangesToWire, socialNetworksToWire, userInfoToWire } from './account-request.mapper.js';

describe('account request mappers', () => {
  it('leaves a field out when it is unchanged and sends null when it is cleared', () => {
    expect(profileChangesToWire({ miniBio: 'Moda', website: null })).toEqual({ mini_bio: 'Moda', website: null });
    expect(profileChangesToWire({})).toEqual({});
  });

  it("writes a brand's CNPJ and razão social in wire names", () => {
    expect(profileChangesToWire({ cnpj: '11.222.333/0001-81', legalName: 'Sol Ltda' })).toEqual({ cnpj: '11.222.333/0001-81', legal_name: 'Sol Ltda' });
  });

  it('writes the sign-up step in wire names, the address nested', () => {
    expect(userInfoToWire({ name: 'Ana', categoryIds: [3], address: { postalCode: '01310-100', city: 'São Paulo', state: 'SP' } })).toEqual({
      name: 'Ana',
      categories_ids: [3],
      address: { postal_code: '01310-100', city: 'São Paulo', state: 'SP' },
    });
  });

  it("keeps the spec's spelling social_newtork", () => {
    expect(socialNetworksToWire([{ name: 'instagram', username: 'ana', followers: null }])).toEqual({
      social_newtork: [{ name: 'instagram', username: 'ana', followers: null }],
    });
  });
});
