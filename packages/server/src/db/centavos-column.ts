import { bigint } from 'drizzle-orm/pg-core';

/**
 * A money column: integer centavos as a PostgreSQL bigint, read as a JS number (exact up to
 * 2^53 centavos, about R$ 90 trilhões). Every centavos column is one, so no amount or sum of
 * amounts the API lets through overflows between a provider's charge and the row that records it.
 */
export const centavos = (name: string) => bigint(name, { mode: 'number' });
