import { describe, expect, it } from 'vitest';
import { looksPortuguese } from './looks-portuguese.js';

const PORTUGUESE = [
  'Informe o user_id.',
  'id e token são obrigatórios',
  'Carrinho não encontrado.',
  'CEP inválido: informe os 8 dígitos.',
  'Esta conta foi desativada.',
];
const NOT_PORTUGUESE = ['CART.NOT_FOUND', 'Not found', 'Something went wrong. Try again later.', '', 'Pix'];

describe('looksPortuguese', () => {
  it.each(PORTUGUESE)('takes "%s" for Portuguese', (sentence) => {
    expect(looksPortuguese(sentence)).toBe(true);
  });

  it.each(NOT_PORTUGUESE)('does not take "%s" for Portuguese', (text) => {
    expect(looksPortuguese(text)).toBe(false);
  });
});
