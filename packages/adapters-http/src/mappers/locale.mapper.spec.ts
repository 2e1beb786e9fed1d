import { describe, expect, it } from 'vitest';
import { localeFromWire } from './locale.mapper.js';

describe('localeFromWire', () => {
  it("reads the wire's pt-BR label as a state or a city", () => {
    expect(localeFromWire({ name: 'Pernambuco', secondary_label: 'Estado', state: 'PE' })).toEqual({ name: 'Pernambuco', kind: 'state', state: 'PE' });
    expect(localeFromWire({ name: 'Recife', secondary_label: 'Cidade', state: 'PE' })).toEqual({ name: 'Recife', kind: 'city', state: 'PE' });
  });
});
