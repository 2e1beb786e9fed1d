import type { BrandWire } from '@publi/contract';
import type { Queryable } from '../db/database.js';
import { brands } from '../db/schema.js';
import { byPtBrName } from './by-pt-br-name.js';

/** Every brand creators may say they follow, in pt-BR name order. */
export async function listBrands(db: Queryable): Promise<BrandWire[]> {
  const rows = await db.select({ id: brands.id, name: brands.name, image: brands.image }).from(brands);
  return rows.sort(byPtBrName);
}
