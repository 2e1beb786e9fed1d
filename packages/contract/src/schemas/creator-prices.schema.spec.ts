import fc from 'fast-check';
import { decimalFromCentavos } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { aJobPricesBody } from './creator.builder.js';
import { jobPricesBodySchema, priceField } from './creator-prices.schema.js';
import { fieldErrors } from './field-errors.builder.js';

const price = priceField('o preço');
const MAX_CENTAVOS = 100_000_000;

describe('priceField', () => {
  it('accepts every amount from 0.00 to 1000000.00 written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTAVOS }), (centavos) => {
        expect(price.safeParse(decimalFromCentavos(centavos)).success).toBe(true);
      }),
    );
  });

  it('refuses every amount above 1000000.00', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_CENTAVOS + 1, max: Number.MAX_SAFE_INTEGER }), (centavos) => {
        expect(price.safeParse(decimalFromCentavos(centavos)).success).toBe(false);
      }),
    );
  });

  it('refuses other notations', () => {
    for (const text of ['350', '350.0', '350,00', '-1.00', '0350.00', '1.000,00', '350.001', '1e3', '']) {
      expect(price.safeParse(text).success, text).toBe(false);
    }
    expect(price.safeParse(350).success).toBe(false);
  });
});

describe('jobPricesBodySchema', () => {
  it('accepts the three prices', () => {
    expect(jobPricesBodySchema.parse(aJobPricesBody())).toEqual({ stories: '350.00', feed: '800.00', tiktok: '0.00' });
  });

  it('explains the expected notation at the field', () => {
    expect(fieldErrors(jobPricesBodySchema, aJobPricesBody({ feed: '800,00', tiktok: undefined }))).toEqual({
      feed: 'O preço do post no feed deve ser um valor em reais com duas casas decimais, de 0.00 a 1000000.00, como 350.00.',
      tiktok: 'Informe o preço do vídeo no TikTok.',
    });
  });
});
