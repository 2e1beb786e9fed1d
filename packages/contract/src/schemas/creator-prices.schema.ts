import { z } from 'zod';
import { missingOr, sentenceCase } from './field-messages.js';
import { strictRequest } from './strict-request.schema.js';

// Reais, a dot, two centavos: '0.00' to '1000000.00', no sign, no leading zeros, no
// thousands separator (SPEC section 3: prices are decimal strings such as '0.00').
const PRICE = /^(?:(?:0|[1-9][0-9]{0,5})\.[0-9]{2}|1000000\.00)$/;
const WIRE_DECIMAL = /^[0-9]+\.[0-9]{2}$/;

/** Highest price a creator may ask for one piece, in reais. */
export const MAX_PRICE = '1000000.00';

/** A price a creator asks: a decimal string from '0.00' to {@link MAX_PRICE}. */
export function priceField(label: string) {
  const message = `${sentenceCase(label)} deve ser um valor em reais com duas casas decimais, de 0.00 a ${MAX_PRICE}, como 350.00.`;
  return z
    .string({ error: missingOr(label, message) })
    .trim()
    .regex(PRICE, { error: message });
}

/** A decimal amount in an answer, such as '350.00'. */
export const wireDecimal = z.string().regex(WIRE_DECIMAL);

/** `PUT /creator/job_prices`: what a creator asks for each format. */
export const jobPricesBodySchema = strictRequest({
  stories: priceField('o preço dos stories'),
  feed: priceField('o preço do post no feed'),
  tiktok: priceField('o preço do vídeo no TikTok'),
});

/** @see jobPricesBodySchema */
export type JobPricesBodyWire = z.infer<typeof jobPricesBodySchema>;

/** A creator's prices per format, as decimal strings ('0.00' when not set). */
export const creatorPricesSchema = z.object({ stories: wireDecimal, feed: wireDecimal, tiktok: wireDecimal });

/** @see creatorPricesSchema */
export type CreatorPricesWire = z.infer<typeof creatorPricesSchema>;
