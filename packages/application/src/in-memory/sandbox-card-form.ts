import type { CardForm } from '../model/payment.model.js';

// The check digit every card number carries (ISO/IEC 7812): doubling every second digit from the right.
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/**
 * What the sandbox's checkout says of the number, the holder's name (2 characters or more), the
 * validity and the CVV of a card form, in its pt-BR words, keyed by the form's names; empty when
 * the card may be tokenized. `today` is `YYYY-MM-DD`: a card is good through the last day of its month.
 */
export function cardFormProblems(form: CardForm, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const digits = form.number.replace(/[\s.-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems['number'] = 'Confira o número do cartão: ele não é válido.';
  if (form.holderName.trim().length < 2) problems['holderName'] = 'Informe o nome impresso no cartão.';
  const year = form.expiryYear < 100 ? 2000 + form.expiryYear : form.expiryYear;
  const monthOk = Number.isInteger(form.expiryMonth) && form.expiryMonth >= 1 && form.expiryMonth <= 12;
  const lastMonth = `${String(year)}-${String(form.expiryMonth).padStart(2, '0')}`;
  if (!monthOk || !Number.isInteger(year) || lastMonth < today.slice(0, 7)) problems['expiry'] = monthOk ? 'Este cartão está vencido.' : 'Informe a validade como MM/AA.';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) problems['cvc'] = 'Informe o código de segurança (CVV) de 3 ou 4 dígitos.';
  return problems;
}
