import { expect as baseExpect, test, type Page } from '@playwright/test';
import { personPage, SIGNED_OUT } from '../support/person-page.js';
import { signUpThroughPage, uniqueEmail } from '../support/sign-up.js';

// An agent acts for a creator (SPEC section 7, agents): the creator links the agent by the code,
// the agent edits the creator's prices, which the public profile shows; bank data stays with the
// creator; once unlinked, the agent's next save is refused.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: { cookies: [], origins: [] } });

/** The creator's public profile, found by name through the typeahead. */
async function openPublicProfile(page: Page, name: string): Promise<void> {
  const answer = await page.request.get('/api/account/creator/search', { params: { q: name, limit: '5' } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { creators: { id: number; primary_value: string }[] } };
  const creator = body.data.creators.find((candidate) => candidate.primary_value === name);
  if (creator === undefined) throw new Error(`The typeahead does not know ${name}`);
  await page.goto(`/creator/${String(creator.id)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Sets the Stories price in the editor's Valores section and saves. */
async function saveStoriesPrice(page: Page, price: string): Promise<void> {
  await page.goto('/perfil/valores');
  const stories = page.getByLabel('Stories', { exact: true });
  await stories.fill(price);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
}

test('an agent signs up, a creator links them by code, the agent changes her prices, never her bank data, and is refused once unlinked', async ({ page, browser }, testInfo) => {
  const stamp = `${String(Date.now()).slice(-6)}${testInfo.project.name === 'mobile' ? 'm' : 'd'}`;
  const creatorName = `Clara Teste ${stamp}`;

  // The agent signs up and lands on /agente with a code to hand over.
  await signUpThroughPage(page, { card: 'Sou agente', name: 'Agência Sol', email: uniqueEmail('agente', testInfo) });
  await expect(page).toHaveURL(/\/agente$/, { timeout: 20_000 });
  const code = await page.getByLabel('Código de agente').textContent();
  expect(code?.length ?? 0).toBeGreaterThanOrEqual(16);

  // A creator signs up elsewhere and links the agent by that code, seeing the agent's name first.
  const creator = await personPage(browser, SIGNED_OUT);
  await signUpThroughPage(creator, { card: 'Sou criador(a)', name: creatorName, email: uniqueEmail('criadora', testInfo) });
  await expect(creator).toHaveURL(/\/signup\/profile$/, { timeout: 20_000 });
  await creator.getByRole('link', { name: 'Pular por agora' }).click();
  await creator.goto('/perfil/agente');
  await creator.getByLabel('Código do agente', { exact: true }).fill(code ?? '');
  await creator.getByRole('button', { name: 'Buscar agente', exact: true }).click();
  await expect(creator.getByText('Agência Sol', { exact: true }).first()).toBeVisible();
  await creator.getByRole('button', { name: 'Vincular Agência Sol' }).click();
  await expect(creator.getByText(/Seu agente é/)).toBeVisible();

  // The agent acts for her: the header says so, and the price saved reaches her public profile.
  await page.goto('/agente');
  await page.getByRole('button', { name: `Atuar como ${creatorName}` }).click();
  await expect(page).toHaveURL(/\/perfil/);
  await expect(page.getByText(`Atuando como ${creatorName}`)).toBeVisible();
  await saveStoriesPrice(page, '180,00');
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  const visitor = await personPage(browser, SIGNED_OUT);
  await openPublicProfile(visitor, creatorName);
  await expect(visitor.getByText('R$ 180,00').first()).toBeVisible();

  // Bank data: not in the agent's sections, and its address says it stays with the creator.
  await expect(page.getByRole('link', { name: /Dados bancários/ })).toHaveCount(0);
  await page.goto('/perfil/dados-bancarios');
  await expect(page.getByText(/Dados bancários e chave Pix ficam só com o criador/)).toBeVisible();
  await expect(page.getByLabel('Agência', { exact: true })).toHaveCount(0);

  // The agent has her prices open when the creator unlinks them: the agent's next save is
  // refused, and opening her profile again says why.
  await page.goto('/perfil/valores');
  await expect(page.getByLabel('Stories', { exact: true })).toBeVisible();
  await creator.reload();
  await creator.getByRole('button', { name: 'Desvincular agente' }).click();
  await creator.getByRole('alertdialog').getByRole('button', { name: 'Desvincular', exact: true }).click();
  await expect(creator.getByLabel('Código do agente', { exact: true })).toBeVisible();
  await page.getByLabel('Stories', { exact: true }).fill('250,00');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Você não atua por este criador.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Você não atua por este criador.' })).toBeVisible();
  await expect(page.getByLabel('Stories', { exact: true })).toHaveCount(0);
  await openPublicProfile(visitor, creatorName);
  await expect(visitor.getByText('R$ 180,00').first()).toBeVisible();
  await expect(visitor.getByText('R$ 250,00')).toHaveCount(0);
});

test('bad bank input (an agency with letters, CPF 123.456.789-00) is told beside each field and nothing is saved', async ({ page }, testInfo) => {
  await signUpThroughPage(page, { card: 'Sou criador(a)', name: 'Bruna Banco', email: uniqueEmail('banco', testInfo) });
  await expect(page).toHaveURL(/\/signup\/profile$/, { timeout: 20_000 });
  await page.goto('/perfil/dados-bancarios');
  await page.getByRole('combobox', { name: 'Banco' }).selectOption('077');
  const agency = page.getByLabel('Agência', { exact: true });
  await agency.fill('12ab');
  await page.getByLabel('Conta com dígito', { exact: true }).fill('12345-6');
  await page.getByLabel('Nome do titular', { exact: true }).fill('Bruna Banco');
  const document = page.getByLabel('CPF ou CNPJ do titular', { exact: true });
  await document.fill('12345678900');
  await expect(document).toHaveValue('123.456.789-00');
  const saved = page.waitForResponse((response) => response.url().includes('/api/creator/bank_account'), { timeout: 3_000 }).catch(() => null);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();

  await expect(agency).toHaveAttribute('aria-invalid', 'true');
  await expect(agency).toHaveAccessibleErrorMessage('Informe a agência só com números e o dígito, se houver, como 1234-5.');
  await expect(document).toHaveAccessibleErrorMessage('CPF ou CNPJ inválido. Confira os números do titular.');
  await expect(agency).toHaveValue('12ab');
  expect(await saved).toBeNull();
  const answer = await page.request.get('/api/creator/bank_account/details', { headers: await bearer(page) });
  expect(answer.ok()).toBe(true);
  expect(((await answer.json()) as { data: unknown }).data).toBeNull();
});

/** The signed-in person's token as the API reads it (the app keeps it in the `userToken` cookie). */
async function bearer(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'userToken');
  if (cookie === undefined) throw new Error('Nobody is signed in on this page');
  return { Authorization: `Bearer ${decodeURIComponent(cookie.value)}` };
}
