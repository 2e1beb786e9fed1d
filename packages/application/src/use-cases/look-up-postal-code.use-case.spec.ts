import { describe, expect, it } from 'vitest';
import { InMemoryPostalCodeAdapter } from '../in-memory/in-memory-postal-code.adapter.js';
import { LookUpPostalCodeUseCase } from './look-up-postal-code.use-case.js';

describe('LookUpPostalCodeUseCase', () => {
  it("removes the hyphen and answers the service's state and city", async () => {
    const service = new InMemoryPostalCodeAdapter({ '50030230': { state: 'PE', city: 'Recife' } });
    await expect(new LookUpPostalCodeUseCase(service).execute('50030-230')).resolves.toEqual({ postalCode: '50030230', state: 'PE', city: 'Recife' });
    expect(service.lookups).toEqual(['50030230']);
  });

  it('refuses a malformed CEP without asking the service', async () => {
    const service = new InMemoryPostalCodeAdapter();
    await expect(new LookUpPostalCodeUseCase(service).execute('5003')).rejects.toMatchObject({ code: 'POSTAL_CODE.INVALID' });
    expect(service.lookups).toEqual([]);
  });

  it("rethrows the service's unknown and unreachable errors", async () => {
    const service = new InMemoryPostalCodeAdapter();
    const lookUp = new LookUpPostalCodeUseCase(service);
    await expect(lookUp.execute('99999-999')).rejects.toMatchObject({ code: 'POSTAL_CODE.NOT_FOUND' });
    service.reachable = false;
    await expect(lookUp.execute('01310-100')).rejects.toMatchObject({ code: 'POSTAL_CODE.UNREACHABLE' });
  });
});
