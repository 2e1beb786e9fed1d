import { ApplicationError, type Address, type PostalCodeAddress } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { AddressDraft } from './address.draft.js';

/** A CEP service whose answers wait until the test gives them, so a test can act while it looks. */
function heldLookup() {
  const pending: { cep: string; answer: (place: PostalCodeAddress) => void; fail: (error: Error) => void }[] = [];
  const lookUp = (cep: string) => new Promise<PostalCodeAddress>((answer, fail) => { pending.push({ cep, answer, fail }); });
  const settled = () => new Promise((done) => { setTimeout(done, 0); });
  return {
    lookUp,
    asked: () => pending.map((call) => call.cep),
    async find(state: string, city: string): Promise<void> {
      const call = pending.shift();
      call?.answer({ postalCode: call.cep.replace('-', ''), state, city });
      await settled();
    },
    async notFind(): Promise<void> {
      pending.shift()?.fail(new ApplicationError('POSTAL_CODE.NOT_FOUND'));
      await settled();
    },
  };
}

const paulista: Address = { postalCode: '01310100', state: 'SP', city: 'São Paulo', street: 'Av. Paulista', number: '1000', complement: null, neighborhood: null };

describe('AddressDraft', () => {
  it('looks a CEP up once it is whole, and fills state and city from it', async () => {
    const service = heldLookup();
    const draft = new AddressDraft(null, service.lookUp);
    draft.setPostalCode('0131010');
    expect(service.asked()).toEqual([]);
    draft.setPostalCode('01310100');
    expect(draft.postalCode).toBe('01310-100');
    expect(draft.lookup).toBe('looking');
    expect(draft.validate()).toBe(false);
    await service.find('SP', 'São Paulo');
    expect(draft).toMatchObject({ lookup: 'found', state: 'SP', city: 'São Paulo' });
    expect(draft.validate()).toBe(true);
    expect(draft.toInput()).toEqual({ postalCode: '01310100', state: 'SP', city: 'São Paulo' });
  });

  it('keeps a place picked by hand while the lookup ran, and lets it be saved without waiting', async () => {
    const service = heldLookup();
    const draft = new AddressDraft(null, service.lookUp, { place: { state: 'PE', city: 'Recife' } });
    draft.setPostalCode('50030230');
    draft.pickState('PE');
    draft.pickCity('Olinda');
    expect(draft.validate()).toBe(true);
    await service.find('PE', 'Recife');
    expect(draft).toMatchObject({ state: 'PE', city: 'Olinda' });
  });

  it('says why an unknown CEP failed, drops the place an earlier CEP gave, and asks for state and city', async () => {
    const service = heldLookup();
    const draft = new AddressDraft(null, service.lookUp);
    draft.setPostalCode('01310100');
    await service.find('SP', 'São Paulo');
    draft.setPostalCode('99999999');
    await service.notFind();
    expect(draft).toMatchObject({ lookup: 'failed', state: '', city: '', lookupMessage: 'CEP não encontrado. Confira os números ou escolha o estado e a cidade.' });
    expect(draft.validate()).toBe(false);
    expect(draft.errors.state).toBe('Escolha o estado e a cidade.');
    draft.pickState('PE');
    expect(draft.validate()).toBe(false);
    expect(draft.errors).toMatchObject({ state: undefined, city: 'Escolha a cidade.' });
  });

  it('keeps a place picked by hand after a failure when the next CEP fails too, and follows a CEP that is found', async () => {
    const service = heldLookup();
    const draft = new AddressDraft(null, service.lookUp);
    draft.setPostalCode('99999999');
    await service.notFind();
    draft.pickState('PE');
    draft.pickCity('Olinda');
    draft.setPostalCode('99999998');
    await service.notFind();
    expect(draft).toMatchObject({ state: 'PE', city: 'Olinda' });
    draft.setPostalCode('01310100');
    await service.find('SP', 'São Paulo');
    expect(draft).toMatchObject({ state: 'SP', city: 'São Paulo' });
  });

  it('ignores the answer for a CEP the person has since changed, and stops waiting for it', async () => {
    const service = heldLookup();
    const draft = new AddressDraft(null, service.lookUp);
    draft.setPostalCode('01310100');
    draft.setPostalCode('0131010');
    expect(draft.lookup).toBe('idle');
    await service.find('SP', 'São Paulo');
    expect(draft).toMatchObject({ lookup: 'idle', state: '', city: '' });
    expect(draft.validate()).toBe(false);
    expect(draft.errors.postalCode).toBe('Informe o CEP com 8 dígitos, como 01310-100.');
  });

  it('asks nothing of an address left untouched unless the form requires one', () => {
    const lookUp = heldLookup().lookUp;
    const optional = new AddressDraft(null, lookUp);
    expect(optional.validate()).toBe(true);
    expect(optional.toInput()).toBeUndefined();
    const required = new AddressDraft(null, lookUp, { required: true });
    expect(required.validate()).toBe(false);
    expect(required.errors.postalCode).toBe('Informe o CEP com 8 dígitos, como 01310-100.');
  });

  it('starts from the saved address, knows what changed, and sends street and number trimmed', () => {
    const draft = new AddressDraft(paulista, heldLookup().lookUp);
    expect(draft).toMatchObject({ postalCode: '01310-100', lookup: 'found', dirty: false });
    draft.setNumber(' 1001 ');
    expect(draft.dirty).toBe(true);
    expect(draft.toInput()).toEqual({ postalCode: '01310100', state: 'SP', city: 'São Paulo', street: 'Av. Paulista', number: '1001' });
    draft.markSaved();
    expect(draft.dirty).toBe(false);
  });
});
