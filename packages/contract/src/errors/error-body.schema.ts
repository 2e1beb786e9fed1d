import { z } from 'zod';

/**
 * The one error body of the API: `{ error: { code, message, fields? } }`.
 * `code` is a plain string, not an enum of today's codes, so a client keeps reading the
 * errors of a newer server; `fields` maps a dot path (`params.min_engagement`,
 * `creators.0.stories`) to the pt-BR message to show beside that field.
 */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().min(1).meta({ description: 'Código estável do erro, como CART.USER_ID_REQUIRED.' }),
      message: z.string().min(1).meta({ description: 'Frase em pt-BR que pode ser mostrada como está.' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Mensagem em pt-BR de cada campo inválido, pelo caminho com pontos.' }),
    }),
  })
  .meta({ title: 'ErrorBody' });

/** The error body every 4xx and 5xx answer carries. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
