import type { PixKeyType } from './pix-key.js';

const stars = (count: number) => '*'.repeat(Math.max(3, count));

/**
 * A Pix key as a screen, a notification or a receipt may show it: enough for its owner to
 * recognise it, never enough to use it ("a***@exemplo.com.br", "***.982.247-**", "(11) *****-4321").
 */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'email': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.slice(0, 1)}${stars(user.length - 1)}@${domain}`;
    }
    case 'cpf':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'cnpj':
      return `**.${key.slice(2, 5)}.${key.slice(5, 8)}/****-**`;
    case 'phone':
      return `(${key.slice(3, 5)}) *****-${key.slice(-4)}`;
    case 'evp':
      return `${key.slice(0, 4)}${stars(8)}`;
  }
}

/** A bank account as shown: the bank's code, the agency, and the account's last digits only ("conta ***45-6"). */
export function maskBankAccount(bankCode: string, agency: string, account: string): string {
  const digits = account.replace(/\D/g, '');
  const tail = digits.slice(-3);
  return `Banco ${bankCode} · agência ${agency} · conta ***${tail.slice(0, -1)}-${tail.slice(-1)}`;
}

/** A CPF on a receipt: the middle digits only, as Brazilian receipts show it; a CNPJ (a company's) in full. */
export function receiptDocument(digits: string): string {
  if (digits.length === 11) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (digits.length === 14) return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
  return digits;
}
