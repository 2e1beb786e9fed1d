import type { z } from 'zod';
import { UNKNOWN_FIELD_MESSAGE } from './field-messages.js';

const number = (value: number | bigint) => value.toLocaleString('pt-BR');
const plural = (count: number | bigint, one: string, many: string) => (Number(count) === 1 ? one : many);

/** What a field of the given kind asks for, in the words of a form. */
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'Informe um texto.',
  number: 'Informe um número.',
  int: 'Informe um número inteiro.',
  bigint: 'Informe um número inteiro.',
  boolean: 'Informe sim ou não (true ou false).',
  array: 'Informe uma lista.',
  object: 'Informe os dados deste campo.',
  date: 'Informe uma data válida.',
};

/** What a malformed text of the given format gets. */
const FORMATS: Readonly<Record<string, string>> = {
  email: 'Informe um e-mail válido, como nome@empresa.com.br.',
  url: 'Informe um endereço completo, como https://www.exemplo.com.br.',
  uuid: 'Identificador inválido.',
  date: 'Informe uma data válida.',
  datetime: 'Informe uma data e hora válidas.',
  time: 'Informe uma hora válida.',
};

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const { maximum, origin, inclusive = true } = issue;
  if (origin === 'string') return `Use no máximo ${number(maximum)} ${plural(maximum, 'caractere', 'caracteres')}.`;
  if (origin === 'array' || origin === 'set') return `Escolha no máximo ${number(maximum)} ${plural(maximum, 'item', 'itens')}.`;
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return inclusive ? `Informe um número de até ${number(maximum)}.` : `Informe um número menor que ${number(maximum)}.`;
  }
  return 'Valor grande demais.';
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const { minimum, origin, inclusive = true } = issue;
  if (origin === 'string') {
    return Number(minimum) <= 1 ? 'Preencha este campo.' : `Use pelo menos ${number(minimum)} caracteres.`;
  }
  if (origin === 'array' || origin === 'set') return `Escolha pelo menos ${number(minimum)} ${plural(minimum, 'item', 'itens')}.`;
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    return inclusive ? `Informe um número a partir de ${number(minimum)}.` : `Informe um número maior que ${number(minimum)}.`;
  }
  return 'Valor pequeno demais.';
}

/**
 * The message of an issue whose schema carries none of its own: plain pt-BR that says what
 * to fix, never a type's name ("esperado string, recebido número") nor a pattern. Every schema
 * of the contract has its own messages; this only catches one that was forgotten, so that even
 * then a person (or a partner's developer) reads Portuguese.
 */
export const ptBrFallback: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Preencha este campo.' : (EXPECTED[issue.expected] ?? 'Valor em formato inválido.');
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato inválido.';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${number(issue.divisor)}.`;
    case 'unrecognized_keys':
      return UNKNOWN_FIELD_MESSAGE;
    case 'invalid_value':
      return 'Escolha uma das opções aceitas.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'Valor inválido.';
  }
};
