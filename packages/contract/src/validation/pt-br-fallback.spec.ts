import { englishWordsIn } from '@publi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ptBrFallback } from './pt-br-fallback.js';

/** The message a schema without messages of its own gives `input`, through the fallback. */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input, { error: ptBrFallback });
  return result.success ? undefined : result.error.issues[0]?.message;
}

// One schema and one bad input for each kind of issue zod raises, none with a message of its own.
const CASES: readonly (readonly [string, z.ZodType, unknown, string])[] = [
  ['missing field', z.object({ nome: z.string() }).strict(), {}, 'Preencha este campo.'],
  ['text expected', z.string(), 10, 'Informe um texto.'],
  ['number expected', z.number(), 'dez', 'Informe um número.'],
  ['boolean expected', z.boolean(), 'sim', 'Informe sim ou não (true ou false).'],
  ['list expected', z.array(z.number()), 'a', 'Informe uma lista.'],
  ['object expected', z.object({}), 3, 'Informe os dados deste campo.'],
  ['text too long', z.string().max(3), 'abcd', 'Use no máximo 3 caracteres.'],
  ['text too short', z.string().min(5), 'ab', 'Use pelo menos 5 caracteres.'],
  ['text empty', z.string().min(1), '', 'Preencha este campo.'],
  ['number too big', z.number().max(1000), 1001, 'Informe um número de até 1.000.'],
  ['number not small enough', z.number().lt(10), 10, 'Informe um número menor que 10.'],
  ['number too small', z.number().min(1), 0, 'Informe um número a partir de 1.'],
  ['number not big enough', z.number().positive(), 0, 'Informe um número maior que 0.'],
  ['not an integer', z.number().int(), 1.5, 'Informe um número inteiro.'],
  ['too many items', z.array(z.number()).max(1), [1, 2], 'Escolha no máximo 1 item.'],
  ['too few items', z.array(z.number()).min(2), [1], 'Escolha pelo menos 2 itens.'],
  ['e-mail', z.email(), 'ana', 'Informe um e-mail válido, como nome@empresa.com.br.'],
  ['address', z.url(), 'ana', 'Informe um endereço completo, como https://www.exemplo.com.br.'],
  ['pattern', z.string().regex(/^\d+$/), 'a', 'Formato inválido.'],
  ['multiple', z.number().multipleOf(5), 7, 'Informe um múltiplo de 5.'],
  ['unknown field', z.object({}).strict(), { extra: 1 }, 'Campo não reconhecido. Remova-o e tente de novo.'],
  ['option', z.enum(['stories', 'feed']), 'reels', 'Escolha uma das opções aceitas.'],
  ['union', z.union([z.number(), z.boolean()]), 'x', 'Valor inválido.'],
  ['custom rule', z.string().refine((text) => text.startsWith('a')), 'b', 'Valor inválido.'],
];

describe('ptBrFallback', () => {
  it.each(CASES)('says what to fix in pt-BR: %s', (_name, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('never names a type or a pattern in English, whatever the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: -10, max: 10 }), (bound, offset) => {
        const schemas: [z.ZodType, unknown][] = [
          [z.string().max(bound), 'x'.repeat(bound + 1)],
          [z.number().min(bound), bound - 1 + Math.min(0, offset)],
          [z.array(z.number()).min(bound + 1), []],
          [z.number().max(bound), bound + 1 + Math.max(0, offset)],
        ];
        for (const [schema, input] of schemas) {
          const message = messageOf(schema, input) ?? '';
          expect(message).not.toBe('');
          expect(englishWordsIn(message)).toEqual([]);
        }
      }),
      { numRuns: 50 },
    );
  });
});
