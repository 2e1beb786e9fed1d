import { describe, expect, it } from 'vitest';
import { isCompleteBrazilPhone, maskBrazilPhone, maskPostalCode, maskTaxId } from './input-masks.js';

describe('maskBrazilPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['119', '(11) 9'],
    ['1198765', '(11) 9876-5'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-43219999', '(11) 98765-4321'],
  ])('masks %s as %s', (typed, masked) => {
    expect(maskBrazilPhone(typed)).toBe(masked);
  });

  it('is complete with 10 or 11 digits only', () => {
    expect(isCompleteBrazilPhone('(11) 98765-4321')).toBe(true);
    expect(isCompleteBrazilPhone('(11) 3456-7890')).toBe(true);
    expect(isCompleteBrazilPhone('(11) 9876')).toBe(false);
  });
});

describe('maskPostalCode', () => {
  it('adds the hyphen after five digits and stops at eight', () => {
    expect(maskPostalCode('0131')).toBe('0131');
    expect(maskPostalCode('01310100')).toBe('01310-100');
    expect(maskPostalCode('01.310-1009')).toBe('01310-100');
  });
});

describe('maskTaxId', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123.4'],
    ['1234567', '123.456.7'],
    ['12345678900', '123.456.789-00'],
    ['123.456.789-00', '123.456.789-00'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-8199', '11.222.333/0001-81'],
  ])('masks %s as %s', (typed, masked) => {
    expect(maskTaxId(typed)).toBe(masked);
  });
});
