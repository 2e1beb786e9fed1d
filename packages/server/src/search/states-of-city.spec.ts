import { describe, expect, it } from 'vitest';
import { statesOfCity } from './states-of-city.js';

describe('statesOfCity', () => {
  it('knows where each folded city name lies, namesakes included', () => {
    expect(statesOfCity('sao paulo')).toEqual(new Set(['SP']));
    expect(statesOfCity('recife')).toEqual(new Set(['PE']));
    expect(statesOfCity('santana')?.size).toBeGreaterThan(1);
    expect(statesOfCity('santana')).toContain('AP');
  });

  it('answers undefined for a name no municipality has', () => {
    expect(statesOfCity('atlantida')).toBeUndefined();
    expect(statesOfCity('São Paulo')).toBeUndefined();
  });
});
