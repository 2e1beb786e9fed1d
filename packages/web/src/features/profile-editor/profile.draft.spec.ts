import type { User } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { ProfileDraft } from './profile.draft.js';

const ana: User = {
  id: 7, externalId: 'ana', type: 'creator', name: 'Ana Demo', email: 'ana@publi.demo', emailVerified: true, phone: null, image: null, miniBio: null,
  companyName: null, cnpj: null, legalName: null, website: null, active: true, address: null, categories: [], createdAt: '2026-01-10T12:00:00Z',
};
const noLookup = () => Promise.reject(new Error('no lookup in this test'));

describe('ProfileDraft', () => {
  it('saves the bio of a profile whose place came without a CEP, and sends no address', () => {
    const draft = new ProfileDraft(ana, { state: 'PE', city: 'Recife' }, noLookup);
    draft.set('miniBio', 'Receitas rápidas.');
    expect(draft.validate()).toBe(true);
    expect(draft.toAddress()).toBeUndefined();
  });

  it('asks for a whole CEP once the place changes, keeping what was picked', async () => {
    const draft = new ProfileDraft(ana, { state: 'PE', city: 'Recife' }, noLookup);
    draft.address.pickState('PB');
    draft.address.pickCity('João Pessoa');
    expect(draft.validate()).toBe(false);
    expect(draft.address.errors.postalCode).toBe('Informe o CEP com 8 dígitos, como 01310-100.');
    expect(draft.address).toMatchObject({ state: 'PB', city: 'João Pessoa' });
    draft.address.setPostalCode('58000000');
    // The CEP's lookup decides the place; this one fails, so what was picked stays.
    expect(draft.validate()).toBe(false);
    await new Promise((settled) => { setTimeout(settled, 0); });
    expect(draft.validate()).toBe(true);
    expect(draft.toAddress()).toEqual({ postalCode: '58000000', state: 'PB', city: 'João Pessoa' });
  });
});
