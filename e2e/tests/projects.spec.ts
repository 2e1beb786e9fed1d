import { expect as baseExpect, test, type Page } from '@playwright/test';
import { resultCards } from '../support/results.js';
import { signInThroughPage } from '../support/sign-in.js';
import { NEW_ACCOUNT_PASSWORD, signUpThroughPage, uniqueEmail } from '../support/sign-up.js';

// A brand turns a cart into a project (issue 11): search → cart → "Criar projeto" → the wizard,
// step by step (at the top of the page each time), a reload mid-way, the same draft on a second
// device, the list found without accents, the details changed, and both exports downloaded.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ storageState: { cookies: [], origins: [] } });


/** Signs a new brand up, through the profile step, landing on /home. */
async function signUpBrand(page: Page, email: string): Promise<void> {
  await signUpThroughPage(page, { card: 'Sou marca', name: 'Sabor do Sertão', company: 'Sabor do Sertão Ltda.', email });
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await page.getByLabel('Telefone', { exact: true }).fill('81987654321');
  await page.getByLabel('CEP', { exact: true }).fill('50030-230');
  const state = page.getByRole('combobox', { name: 'Estado', exact: true });
  await expect(state).toBeVisible();
  await state.selectOption('PE');
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).selectOption('Recife');
  await page.getByRole('button', { name: 'Salvar e continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Adds the first `count` creators of the results that have prices to the cart; answers their names. */
async function fillCart(page: Page, count: number): Promise<string[]> {
  const cartLoaded = page.waitForResponse((response) => response.url().includes('/api/project/get_creators_cart'));
  await page.goto('/busca');
  await cartLoaded;
  const names: string[] = [];
  for (let added = 0; added < count; added++) {
    const card = resultCards(page).filter({ has: page.getByRole('button', { name: 'Adicionar ao carrinho' }) }).first();
    const name = (await card.getByRole('heading').innerText()).trim();
    names.push(name);
    await card.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(resultCards(page).filter({ hasText: name }).getByRole('button', { pressed: true })).toBeVisible();
  }
  return names;
}

/** A briefing date's text box (Chakra's date picker in pt-BR). */
const dayInput = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Types a day as dd/mm/aaaa and leaves the field, which is when the picker takes it. */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  await dayInput(page, label).fill(day);
  await dayInput(page, label).press('Tab');
  await expect(dayInput(page, label)).toHaveValue(day);
}

async function expectAtTop(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}


test('a brand goes from the cart to a published project, finds it, changes it and exports it', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The whole journey runs at 1280 px; the wizard layout at 390 px is the next test.');
  const email = uniqueEmail('projetos', testInfo);
  await signUpBrand(page, email);
  const [first, second] = await fillCart(page, 2);
  if (first === undefined || second === undefined) throw new Error('the cart needs two creators');

  await page.goto('/carrinho');
  await page.getByRole('link', { name: 'Criar projeto' }).click();
  await expect(page).toHaveURL(/\/projetos\/novo\?do=carrinho$/);

  // Step 0: a step checks before moving on, beside the field.
  await page.getByLabel('Nome do projeto').fill('Festival São João');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByText('Escolha o tipo do projeto.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo do projeto' }).selectOption({ label: 'Publi paga' });
  await page.mouse.wheel(0, 600);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  // Step 1: the cart's creators came along; the draft now has an address of its own.
  await expect(page.getByRole('heading', { level: 2, name: 'Orçamento e criadores' })).toBeVisible();
  await expectAtTop(page);
  await expect(page).toHaveURL(/\/projetos\/novo\?rascunho=\d+$/);
  const creators = page.getByRole('list', { name: 'Criadores do projeto' });
  await expect(creators.getByText(first, { exact: true })).toBeVisible();
  await expect(creators.getByText(second, { exact: true })).toBeVisible();
  // One more, found from inside the wizard.
  await page.getByLabel('Buscar criadores').fill('ana');
  const add = page.getByRole('list', { name: 'Criadores encontrados' }).getByRole('button', { name: /^Adicionar .+ ao projeto$/ }).and(page.locator(':enabled')).first();
  const third = ((await add.getAttribute('aria-label')) ?? '').replace(/^Adicionar | ao projeto$/g, '');
  await add.click();
  await expect(creators.getByText(third, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByText('Informe um orçamento maior que zero.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Orçamento' }).fill('800000');
  await expect(page.getByRole('textbox', { name: 'Orçamento' })).toHaveValue(/^R\$\s8\.000,00$/);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Briefing' })).toBeVisible();
  await expectAtTop(page);

  // A reload mid-way finds the draft where it was left.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Briefing' })).toBeVisible();
  const draftUrl = page.url();

  // The same draft opens on another device of the same brand.
  const other = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  const otherPage = await other.newPage();
  await signInThroughPage(otherPage, { email, password: NEW_ACCOUNT_PASSWORD });
  await otherPage.goto(draftUrl);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Festival São João' })).toBeVisible();
  await expect(otherPage.getByRole('heading', { level: 2, name: 'Briefing' })).toBeVisible();
  await other.close();

  // Step 2: dates are checked beside their fields, then the briefing is published.
  await page.getByLabel('Tom da comunicação').fill('Divertido');
  await page.getByRole('button', { name: 'Adicionar tom' }).click();
  await page.getByLabel('Missão').fill('Levar o sabor do São João para o feed.');
  await typeDay(page, 'Data de início', '20/06/2099');
  await typeDay(page, 'Data de término', '10/06/2099');
  await page.getByRole('button', { name: 'Publicar briefing' }).click();
  await expect(page.getByText('A data de término não pode ser antes da data de início.')).toBeVisible();
  // Picked from the calendar this time, as a person would with the mouse.
  await page.getByRole('button', { name: 'Abrir o calendário: Data de término' }).click();
  await page.getByRole('gridcell', { name: /30/ }).first().click();
  await expect(dayInput(page, 'Data de término')).toHaveValue('30/06/2099');
  await page.getByLabel('Link de referência (opcional)').fill('https://www.sabordosertao.com.br');
  await page.getByRole('button', { name: 'Adicionar link' }).click();
  await page.getByRole('button', { name: 'Publicar briefing' }).click();

  // The project's page: published, with the creators at their prices.
  await expect(page).toHaveURL(/\/projetos\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Festival São João' })).toBeVisible();
  await expect(page.getByText('Briefing enviado')).toBeVisible();

  // Found in the list by typing the name without accents.
  await page.goto('/projetos');
  await page.getByLabel('Buscar por nome').fill('festival sao joao');
  await expect(page.getByRole('list', { name: 'Seus projetos' }).getByRole('link', { name: 'Festival São João' })).toBeVisible();
  await page.getByRole('list', { name: 'Seus projetos' }).getByRole('link', { name: 'Festival São João' }).click();

  // A creator out and an option in: the total follows.
  const total = page.getByTestId('project-total');
  await expect(total).toBeVisible();
  const before = await total.innerText();
  await page.getByRole('button', { name: `Tirar ${second} do projeto` }).click();
  await expect(page.getByRole('list', { name: 'Criadores do projeto' }).getByRole('link', { name: second })).toHaveCount(0);
  await expect(total).not.toHaveText(before);
  const withoutSecond = await total.innerText();
  // A person clicks the option's label, as Chakra's checkbox draws it.
  await page.getByText(/^Direito de imagem por 30 dias/).click();
  await expect(page.getByRole('checkbox', { name: /Direito de imagem por 30 dias/ })).toBeChecked();
  await expect(total).not.toHaveText(withoutSecond);

  // Both exports download under the project's name.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  expect((await csvDownload).suggestedFilename()).toBe('Festival São João.csv');
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar Excel' }).click();
  expect((await xlsxDownload).suggestedFilename()).toBe('Festival São João.xlsx');

  // The next project, reached without reloading the app, starts from a clean wizard.
  await page.getByRole('link', { name: '← Projetos' }).click();
  await page.getByRole('link', { name: 'Novo projeto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo projeto' })).toBeVisible();
  await expect(page.getByLabel('Nome do projeto')).toHaveValue('');
  await expect(page).toHaveURL(/\/projetos\/novo$/);
});

test('the wizard fits a phone: every step reachable at 390 px, errors beside the fields', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'The phone layout of the wizard.');
  await signUpBrand(page, uniqueEmail('projetos', testInfo));
  await fillCart(page, 1);
  await page.goto('/projetos/novo?do=carrinho');
  await page.getByLabel('Nome do projeto').fill('Campanha de Inverno');
  await page.getByRole('combobox', { name: 'Tipo do projeto' }).selectOption({ label: 'Permuta' });
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Orçamento e criadores' })).toBeVisible();
  await expectAtTop(page);
  await page.getByRole('textbox', { name: 'Orçamento' }).fill('150000');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Briefing' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar briefing' }).click();
  await expect(page.getByText('Conte a missão do projeto.')).toBeVisible();
  // Nothing runs off the side of the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
