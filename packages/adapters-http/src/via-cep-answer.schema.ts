import { z } from 'zod';

/**
 * ViaCEP's answer to `GET /{cep}/json`: an address, or `{ "erro": true }` for a well-formed
 * code it does not know (older deployments sent `"true"` as text). Only what Publi uses.
 */
export const viaCepAnswerSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({ localidade: z.string().min(1), uf: z.string().length(2) }),
]);

/** @see viaCepAnswerSchema */
export type ViaCepAnswer = z.infer<typeof viaCepAnswerSchema>;
