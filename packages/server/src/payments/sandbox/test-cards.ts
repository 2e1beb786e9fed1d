import type { DeclineReason } from '../../ports/payment-provider.port.js';

/**
 * The sandbox's test cards, as a real provider's test mode publishes them: any card with a valid
 * number is approved, except these, which are declined for the reason given.
 */
export const DECLINING_TEST_CARDS: Readonly<Record<string, DeclineReason>> = {
  '4000000000009995': 'insufficient_funds',
  '4100000000000019': 'suspected_fraud',
};

/** Approved test cards, for the README and the checkout's demo hint. */
export const APPROVING_TEST_CARDS = ['4242424242424242', '5555555555554444'] as const;

/** Whether `digits` passes the Luhn check every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const BRANDS: readonly (readonly [RegExp, string])[] = [
  [/^4/, 'Visa'],
  [/^(5[1-5]|2[2-7])/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
  [/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/, 'Elo'],
  [/^(606282|3841)/, 'Hipercard'],
];

/** The card's brand from its number's first digits ("Cartão" when none is known). */
export function cardBrand(digits: string): string {
  // Elo's ranges overlap Visa's and Mastercard's first digits: the longer prefixes are checked first.
  const elo = BRANDS[3];
  if (elo && elo[0].test(digits)) return elo[1];
  return BRANDS.find(([pattern]) => pattern.test(digits))?.[1] ?? 'Cartão';
}
