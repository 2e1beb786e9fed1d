import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import { describe, expect, it } from 'vitest';
import { BRAZIL_UFS, brazilUf } from './brazil-uf.schema.js';

describe('BRAZIL_UFS', () => {
  it("is the domain dataset's 27 siglas", () => {
    expect([...BRAZIL_UFS].sort()).toEqual(BRAZIL_STATES.map((state) => state.sigla).sort());
  });
});

describe('brazilUf', () => {
  const uf = brazilUf();

  it('reads a sigla in any case and with spaces around it', () => {
    expect(uf.parse('pe')).toBe('PE');
    expect(uf.parse(' Sp ')).toBe('SP');
  });

  it('refuses what is not a sigla, with a pt-BR message', () => {
    for (const input of ['XX', 'Pernambuco', 'ſp', "PE' OR 1=1", '', 12]) {
      const result = uf.safeParse(input);
      expect(result.success, String(input)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Informe o estado. Use a sigla de um estado, como SP.');
    }
  });
});
