import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badges, categories, creatorBadges, creators, socialNetworks } from '../db/schema.js';
import type { CategoryRef, CreatorDetails } from './creator-profile.js';

/*
 * A card's lists as JSON arrays in a column of the card's own row, so a profile or a page of
 * cards is one statement instead of one per list: under load a statement's fixed cost (a round
 * trip, a write to the socket, PostgreSQL's parse and plan) weighs more than its index lookups.
 * Keys are the server's names, so rows need no mapping.
 *
 * Every column is written with its table's alias: drizzle leaves the table off column names
 * in a query of one table, and an unqualified `user_id` inside the subquery would be the
 * subquery's own, matching every row.
 */

/** `alias.column` of a schema column, for SQL whose tables carry aliases. */
const at = (alias: string, column: PgColumn): SQL => sql.raw(`${alias}.${column.name}`);
const card = (column: PgColumn): SQL => sql.raw(`${getTableName(creators)}.${column.name}`);

/** `json_build_object('key', alias.column, ...)` of constant keys (never user input). */
const jsonObject = (alias: string, fields: Readonly<Record<string, PgColumn>>): SQL =>
  sql.raw(`json_build_object(${Object.entries(fields).map(([key, column]) => `'${key}', ${alias}.${column.name}`).join(', ')})`);

/** The networks of the card's account with these fields, in no particular order (the wire sorts them). */
export function networksJson<Network>(fields: Readonly<Record<keyof Network & string, PgColumn>>): SQL<Network[]> {
  return sql<Network[]>`(SELECT coalesce(json_agg(${jsonObject('n', fields)}), '[]')
    FROM ${socialNetworks} n WHERE ${at('n', socialNetworks.userId)} = ${card(creators.userId)})`;
}

/** The card's categories in the card's order of `category_ids`; an id whose category is gone is left out. */
export const categoriesJson = sql<CategoryRef[]>`(
  SELECT coalesce(json_agg(${jsonObject('k', { id: categories.id, name: categories.name })} ORDER BY chosen.position), '[]')
  FROM unnest(${card(creators.categoryIds)}) WITH ORDINALITY AS chosen(id, position)
  JOIN ${categories} k ON ${at('k', categories.id)} = chosen.id)`;

/** The creator's badges by id. */
export const badgesJson = sql<CreatorDetails['badges']>`(
  SELECT coalesce(json_agg(${jsonObject('b', { id: badges.id, name: badges.name, icon: badges.icon })} ORDER BY ${at('b', badges.id)}), '[]')
  FROM ${creatorBadges} held JOIN ${badges} b ON ${at('b', badges.id)} = ${at('held', creatorBadges.badgeId)}
  WHERE ${at('held', creatorBadges.creatorId)} = ${card(creators.id)})`;
