import { describe, expect, it } from 'vitest';
import { DEFAULT_CREATOR_IMAGE } from '../constants/product.constants.js';
import { aCreatorProfile } from './creator-profile.builder.js';
import { profileCompletion } from './profile-completion.js';
import { PROFILE_SECTIONS } from './profile-sections.js';

const ALL_MISSING = {
  profile: ['Mini bio', 'Foto', 'Nome', 'E-mail', 'Senha', 'Localização', 'Cidade', 'Telefone'],
  socialNetworks: ['Instagram'],
  prices: ['Stories', 'Feed', 'TikTok'],
  bank: ['Conta', 'Agência', 'Código do banco', 'Nome do titular'],
  categories: ['Categorias'],
};

function sectionOf(profile: Parameters<typeof profileCompletion>[0], key: string) {
  return profileCompletion(profile).sections.find((section) => section.key === key);
}

describe('profileCompletion (examples from SPEC section 9)', () => {
  it('gives 0% with everything missing for an empty profile', () => {
    const completion = profileCompletion({});
    expect(completion.percent).toBe(0);
    expect(completion.sections.map((s) => [s.key, s.percent, s.missing])).toEqual(
      Object.entries(ALL_MISSING).map(([key, missing]) => [key, 0, missing]),
    );
  });

  it('gives 100% with nothing missing for a full profile', () => {
    const completion = profileCompletion(aCreatorProfile());
    expect(completion.percent).toBe(100);
    expect(completion.sections.every((s) => s.percent === 100 && s.missing.length === 0)).toBe(true);
  });

  it('lists the 5 sections, in order, with their pt-BR labels', () => {
    expect(profileCompletion({}).sections.map((s) => s.label)).toEqual([
      'Meu perfil',
      'Redes sociais',
      'Valores',
      'Meu negócio (Dados bancários)',
      'Categorias',
    ]);
    expect(PROFILE_SECTIONS.map((s) => s.key)).toEqual(['profile', 'socialNetworks', 'prices', 'bank', 'categories']);
  });

  it('weighs the 5 sections an equal share: one complete section is 20%', () => {
    expect(profileCompletion({ categories: [{ id: 1 }] }).percent).toBe(20);
    expect(profileCompletion({ socialNetworks: [{ name: 'instagram', username: 'ana' }] }).percent).toBe(20);
    expect(profileCompletion({ prices: { stories: 1_000, feed: 2_000, tiktok: 3_000 } }).percent).toBe(20);
  });

  it('weighs each item an equal share of its section, rounding down', () => {
    // Mini bio is 1/8 of Meu perfil (12.5%), so 1/40 of the whole (2.5%).
    expect(sectionOf({ miniBio: 'Oi!' }, 'profile')?.percent).toBe(12);
    expect(profileCompletion({ miniBio: 'Oi!' }).percent).toBe(2);
    // Stories is 1/3 of Valores, so 1/15 of the whole (6.67%).
    expect(sectionOf({ prices: { stories: 1_000 } }, 'prices')?.percent).toBe(33);
    expect(profileCompletion({ prices: { stories: 1_000 } }).percent).toBe(6);
  });

  it('lets the four bank fields share one item: each is a quarter of the bank section', () => {
    const onlyAccount = { bank: { account: '12345-6' } };
    expect(sectionOf(onlyAccount, 'bank')).toEqual({
      key: 'bank',
      label: 'Meu negócio (Dados bancários)',
      percent: 25,
      missing: ['Agência', 'Código do banco', 'Nome do titular'],
    });
    expect(profileCompletion(onlyAccount).percent).toBe(5);
  });

  it("counts a price only when it is not 0 centavos ('0.00' on the wire)", () => {
    const completion = profileCompletion(aCreatorProfile({ prices: { stories: 0, feed: null, tiktok: undefined } }));
    expect(completion.sections[2]).toEqual({
      key: 'prices',
      label: 'Valores',
      percent: 0,
      missing: ['Stories', 'Feed', 'TikTok'],
    });
    expect(completion.percent).toBe(80);
  });

  it('counts the default creator image as not set', () => {
    const completion = profileCompletion(aCreatorProfile({ image: DEFAULT_CREATOR_IMAGE }));
    expect(completion.sections[0]?.missing).toEqual(['Foto']);
    expect(completion.sections[0]?.percent).toBe(87);
    expect(completion.percent).toBe(97);
  });

  it('needs at least one category', () => {
    expect(sectionOf(aCreatorProfile({ categories: [] }), 'categories')?.missing).toEqual(['Categorias']);
    expect(sectionOf(aCreatorProfile({ categories: [{ id: 9 }] }), 'categories')?.percent).toBe(100);
  });

  it('counts instagram only, whatever other networks there are', () => {
    const noInstagram = aCreatorProfile({ socialNetworks: [{ name: 'tiktok', username: 'ana' }] });
    expect(sectionOf(noInstagram, 'socialNetworks')?.missing).toEqual(['Instagram']);
  });

  it('never shows 100% with a single item missing', () => {
    expect(profileCompletion(aCreatorProfile({ phone: null })).percent).toBe(97);
    expect(
      profileCompletion(aCreatorProfile({ bank: { account: '1', agency: '1', bankCode: '1', ownerName: ' ' } }))
        .percent,
    ).toBe(95);
  });
});
