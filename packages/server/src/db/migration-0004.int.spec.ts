import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';

// Migration 0004 on a database that holds bank rows written before it: the migrations up to
// 0003 are applied from a copy whose journal stops there, rows are written the old way, then
// the real folder brings the database up to date, as a deploy would.

const client = await PGlite.create({ extensions: { pg_trgm } });
const db = drizzle({ client });
const before0004 = await mkdtemp(join(tmpdir(), 'publi-migrations-'));

afterAll(async () => {
  await client.close();
  await rm(before0004, { recursive: true, force: true });
});

async function journalUpTo0003(): Promise<void> {
  await cp(MIGRATIONS_FOLDER, before0004, { recursive: true });
  const path = join(before0004, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(path, 'utf8')) as { entries: { idx: number }[] };
  await writeFile(path, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 3) }));
}

describe('migration 0004_bank_pix_and_brand_fields', () => {
  it('keeps bank rows with an owner document as checking accounts without a Pix key, and drops those without one', async () => {
    await journalUpTo0003();
    await migrate(db, { migrationsFolder: before0004 });
    await client.exec(`
      INSERT INTO users (external_id, email, name) VALUES ('with-doc', 'a@example.com', 'Ana'), ('without-doc', 'b@example.com', 'Bia');
      INSERT INTO bank_accounts (user_id, account, agency, bank_code, owner_name, owner_document)
        SELECT id, '12345-1', '0001', '260', name, CASE WHEN external_id = 'with-doc' THEN '52998224725' ELSE NULL END FROM users;
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await client.query(
      `SELECT u.external_id, b.account_type, b.pix_key, b.pix_key_type, b.owner_document FROM bank_accounts b JOIN users u ON u.id = b.user_id`,
    );
    expect(rows.rows).toEqual([{ external_id: 'with-doc', account_type: 'corrente', pix_key: null, pix_key_type: null, owner_document: '52998224725' }]);
    const users = await client.query(`SELECT cnpj, legal_name FROM users ORDER BY id`);
    expect(users.rows).toEqual([
      { cnpj: null, legal_name: null },
      { cnpj: null, legal_name: null },
    ]);
  });

  it('leaves no default behind and holds the Pix key and its type together', async () => {
    const userId = (await client.query<{ id: number }>(`SELECT id FROM users WHERE external_id = 'without-doc'`)).rows[0]?.id;
    const insert = (columns: string, values: string) =>
      client.query(`INSERT INTO bank_accounts (user_id, account, agency, bank_code, owner_name, owner_document${columns}) VALUES (${String(userId)}, '1-1', '1', '260', 'Bia', '52998224725'${values})`);
    await expect(insert('', '')).rejects.toThrow(/account_type/);
    await expect(insert(', account_type, pix_key', ", 'corrente', 'bia@example.com'")).rejects.toThrow(/bank_accounts_pix_key_pair_check/);
    await expect(insert(', account_type', ", 'salario'")).rejects.toThrow(/bank_accounts_account_type_check/);
    await expect(insert(', account_type, pix_key, pix_key_type', ", 'poupanca', 'bia@example.com', 'email'")).resolves.toBeDefined();
  });
});
