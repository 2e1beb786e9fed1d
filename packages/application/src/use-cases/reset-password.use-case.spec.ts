import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../in-memory/in-memory-clock.adapter.js';
import { InMemoryIdentityAdapter } from '../in-memory/in-memory-identity.adapter.js';
import { ResetPasswordUseCase } from './reset-password.use-case.js';

describe('ResetPasswordUseCase', () => {
  it('asks the provider for a reset e-mail', async () => {
    const identity = new InMemoryIdentityAdapter(new InMemoryClock());
    const asked: string[] = [];
    identity.sendPasswordReset = (email) => { asked.push(email); return Promise.resolve(); };
    await new ResetPasswordUseCase(identity).execute(' ana@exemplo.com.br ');
    expect(asked).toEqual(['ana@exemplo.com.br']);
  });

  it('refuses an address without @ before asking', async () => {
    const identity = new InMemoryIdentityAdapter(new InMemoryClock());
    await expect(new ResetPasswordUseCase(identity).execute('ana')).rejects.toMatchObject({ code: 'IDENTITY.INVALID_EMAIL', message: 'Informe um e-mail válido.' });
  });
});
