import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { DEMO_CREATOR } from '../support/demo-accounts.js';
import { signInThroughPage } from '../support/sign-in.js';

// The download of one's own data (LGPD art. 18, issue 15) at /privacidade, "Seus dados". The
// demo creator signs in here, so the session is recent and no "Confirme que é você" comes first.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ storageState: { cookies: [], origins: [] } });

test('a signed-in creator downloads her own data from /privacidade, as JSON and as CSV for Excel', async ({ page }) => {
  await signInThroughPage(page, DEMO_CREATOR);
  await page.goto('/privacidade');
  const section = page.getByRole('region', { name: 'Seus dados', exact: true });
  await expect(section).toBeVisible();

  const jsonDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^publi-meus-dados-\d{2}-\d{2}-\d{4}\.json$/);
  const document = JSON.parse(await readFile(await json.path(), 'utf8')) as { secoes: Record<string, Record<string, unknown>[]> };
  expect(document.secoes['conta']?.[0]).toMatchObject({ email: DEMO_CREATOR.email, tipo: 'creator' });
  expect(Object.keys(document.secoes)).toContain('historico_de_seguranca');

  const csvDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Baixar meus dados (CSV)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^publi-meus-dados-\d{2}-\d{2}-\d{4}\.csv$/);
  const bytes = await readFile(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(`conta;1;email;${DEMO_CREATOR.email}`);
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('a visitor is sent to sign in before downloading anything', async ({ page }) => {
  await page.goto('/privacidade');
  const section = page.getByRole('region', { name: 'Seus dados', exact: true });
  await expect(section.getByRole('button', { name: /Baixar meus dados/ })).toHaveCount(0);
  await section.getByRole('link', { name: 'entre na sua conta' }).click();
  await expect(page).toHaveURL(/\/entrar$/);
});
