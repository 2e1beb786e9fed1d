import type { BadgeWire } from '@publi/contract';
import type { Queryable } from '../db/database.js';
import { badges } from '../db/schema.js';
import { byPtBrName } from './by-pt-br-name.js';

/** Every badge a creator can hold, in pt-BR name order. */
export async function listBadges(db: Queryable): Promise<BadgeWire[]> {
  const rows = await db.select({ id: badges.id, name: badges.name, icon: badges.icon }).from(badges);
  return rows.sort(byPtBrName);
}
