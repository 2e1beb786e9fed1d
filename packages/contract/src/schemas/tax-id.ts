// The check digits of CPF and CNPJ (Receita Federal's modulo-11 rule): a typo in a bank
// account's owner document is caught at the form instead of at the first payout.

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasValidCheckDigits(text: string, firstWeights: readonly number[]): boolean {
  const digits = Array.from({ length: text.length }, (_, index) => Number(text.charAt(index)));
  // All-equal numbers ('11111111111') pass the arithmetic but are never issued.
  if (digits.every((digit) => digit === digits[0])) return false;
  const base = firstWeights.length;
  const first = checkDigit(digits, firstWeights);
  const second = checkDigit(digits, [firstWeights[0] === undefined ? 0 : firstWeights[0] + 1, ...firstWeights]);
  return digits[base] === first && digits[base + 1] === second;
}

const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Whether `text` is a CPF (11 digits, no punctuation) with valid check digits. */
export function isCpf(text: string): boolean {
  return /^[0-9]{11}$/.test(text) && hasValidCheckDigits(text, CPF_WEIGHTS);
}

/** Whether `text` is a CNPJ (14 digits, no punctuation) with valid check digits. */
export function isCnpj(text: string): boolean {
  return /^[0-9]{14}$/.test(text) && hasValidCheckDigits(text, CNPJ_WEIGHTS);
}
