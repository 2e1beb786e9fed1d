import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBankAccountBody, createAccount, expectApiError } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ captureLogs: true });
  // The database itself refuses the write, as a full disk or a broken constraint would: a real
  // error from PostgreSQL, through Drizzle, with the bank data among the statement's parameters.
  await testApp.db.execute(sql`
    CREATE FUNCTION refuse_bank_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'bank write refused for %', NEW.account; END $$`);
  await testApp.db.execute(sql`CREATE TRIGGER refuse_bank_write BEFORE INSERT OR UPDATE ON bank_accounts FOR EACH ROW EXECUTE FUNCTION refuse_bank_write()`);
});

afterAll(async () => {
  await testApp.close();
});

describe('an unexpected database error in the log', () => {
  it('names the failure and its statement, never the bank data the write carried', async () => {
    const { identity } = await createAccount(testApp, 'creator');
    const bankData = { account: '98765-4', agency: '4321', owner_name: 'Beatriz Quintela', owner_document: '390.533.447-05', pix_key: 'beatriz.quintela@example.com' };

    const answer = await testApp.call({ method: 'PUT', path: '/users/bank_account', as: identity, body: aBankAccountBody(bankData) });

    expectApiError(answer, 500, 'INTERNAL');
    const errorLines = testApp.logs.filter((line) => line.includes('unexpected error'));
    expect(errorLines).toHaveLength(1);
    // Still useful to whoever reads it: the statement (placeholders only) and where it ran.
    expect(errorLines[0]).toContain('bank_accounts');
    expect(errorLines[0]).toContain('P0001');
    const everything = testApp.logs.join('\n');
    for (const value of ['98765', '4321', 'Beatriz', 'Quintela', '39053344705', '390.533.447-05', 'beatriz.quintela']) expect(everything).not.toContain(value);
  });
});
