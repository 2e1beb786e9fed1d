import { AUDIENCE_TIERS } from '@publi/domain';
import { z } from 'zod';
import { missingOr, sentenceCase } from './field-messages.js';

/** Largest id the API hands out or takes: PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/** Most followers a count may hold: the wire's upper bound of the open-ended Macro tier. */
export const MAX_FOLLOWERS = AUDIENCE_TIERS.reduce((max, tier) => Math.max(max, tier.max), 0);

const ptBr = new Intl.NumberFormat('pt-BR');

/** A whole number field: its pt-BR label, its bounds (inclusive). */
export interface IntFieldOptions {
  readonly label: string;
  readonly min: number;
  readonly max: number;
}

/**
 * A whole number from `min` to `max`, with one pt-BR message for every way to miss
 * ("O número de stories deve ser um número inteiro de 0 a 50.").
 */
export function intField({ label, min, max }: IntFieldOptions) {
  const message = `${sentenceCase(label)} deve ser um número inteiro de ${ptBr.format(min)} a ${ptBr.format(max)}.`;
  return z
    .number({ error: missingOr(label, message) })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** A positive id (1 to {@link MAX_ID}). */
export function idField(label: string) {
  const message = `${sentenceCase(label)} deve ser um número inteiro positivo.`;
  return z
    .number({ error: missingOr(label, message) })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });
}

/** A percent from 0 to 100 with at most two decimals, as engagement is shown. */
export function percentField(label: string) {
  const message = `${sentenceCase(label)} deve ser um percentual de 0 a 100, com até duas casas decimais.`;
  return z
    .number({ error: missingOr(label, message) })
    .min(0, { error: message })
    .max(100, { error: message })
    .multipleOf(0.01, { error: message });
}

/** A follower count, 0 to {@link MAX_FOLLOWERS}. */
export function followersField(label = 'o número de seguidores') {
  return intField({ label, min: 0, max: MAX_FOLLOWERS });
}
