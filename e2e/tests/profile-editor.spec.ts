import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { personPage } from '../support/person-page.js';
import { BRAND_STATE_FILE } from '../support/demo-accounts.js';
import { resultCards } from '../support/results.js';
import { openSearchFromHeader } from '../support/search-overlay.js';
import { signUpThroughPage, uniqueEmail } from '../support/sign-up.js';

// A new creator fills the profile editor section by section, at 1280 px and at 390 px.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

// A 1×1 PNG, and a text file renamed to look like one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const NOT_AN_IMAGE = Buffer.from('isto não é uma imagem', 'utf8');

async function signUpCreator(page: Page, name: string, email: string): Promise<void> {
  await signUpThroughPage(page, { card: 'Sou criador(a)', name, email });
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await page.getByRole('link', { name: 'Pular por agora' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function percent(page: Page): Promise<number> {
  const text = await page.getByTestId('completion-percent').first().textContent();
  return Number((text ?? '').replace('%', ''));
}

/** Saves the section's form and waits for "Alterações salvas.", then answers the meter. */
async function save(page: Page, form: Locator): Promise<number> {
  await form.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(form.getByText('Alterações salvas.')).toBeVisible();
  return percent(page);
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Seções do perfil' }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a new creator fills each section, the meter climbs, bad input is refused beside its field', async ({ page, browser }, testInfo) => {
  // A name of her own per run and project: the brand's cart and searches outlive one test.
  const name = `Clara Editora ${String(Date.now()).slice(-6)}${testInfo.project.name === 'mobile' ? 'm' : 'd'}`;
  await signUpCreator(page, name, uniqueEmail('criadora', testInfo));
  await page.getByRole('link', { name: /Completar meu perfil|Editar meu perfil/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  const start = await percent(page);

  // Every missing item links to its field (on a phone, behind "O que falta").
  if (testInfo.project.name === 'mobile') await page.getByText(/^O que falta \(/).click();
  await page.getByRole('list', { name: 'O que falta no perfil' }).first().getByRole('link', { name: 'Preencher Mini bio' }).click();
  await expect(page.getByLabel('Mini bio')).toBeFocused();

  // Photo: a renamed text file is refused with the server's reason; a PNG shows in the header.
  const photo = page.getByLabel('Foto', { exact: true });
  await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
  await expect(photo).toHaveAccessibleDescription(/Tipo de arquivo não aceito/);
  await expect(page.getByTestId('header-photo')).toHaveCount(0);
  await photo.setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Foto atualizada.')).toBeVisible();
  await expect(page.getByTestId('header-photo')).toBeVisible();

  // Meu perfil: bio, phone, CEP, state and city (the address route wants a CEP with them).
  const profile = page.getByRole('form', { name: 'Meu perfil' });
  await profile.getByLabel('Mini bio').fill('Receitas rápidas para quem cozinha pouco.');
  await profile.getByLabel('Telefone').fill('81987654321');
  await profile.getByLabel('CEP').fill('50030230');
  await profile.getByRole('combobox', { name: 'Estado' }).selectOption('PE');
  await profile.getByRole('combobox', { name: 'Cidade' }).selectOption('Recife');
  const afterProfile = await save(page, profile);
  expect(afterProfile).toBeGreaterThan(start);

  // Redes sociais: an invalid link is refused and kept; a valid one saves.
  await openSection(page, 'Redes sociais');
  const networks = page.getByRole('form', { name: 'Redes sociais' });
  await networks.getByLabel('Usuário no Instagram').fill('clara.editora');
  await networks.getByLabel('Seguidores no Instagram').fill('2000000');
  await networks.getByLabel('Engajamento no Instagram (%)').fill('4,2');
  const link = networks.getByLabel('Link do perfil no Instagram');
  await link.fill('instagram ponto com');
  await networks.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(link).toHaveAccessibleErrorMessage(/Informe um endereço válido/);
  await expect(link).toHaveValue('instagram ponto com');
  await link.fill('https://www.instagram.com/clara.editora');
  const afterNetworks = await save(page, networks);
  expect(afterNetworks).toBeGreaterThan(afterProfile);

  // Valores: negative and non-numeric are refused; then real prices save.
  await openSection(page, 'Valores');
  const prices = page.getByRole('form', { name: 'Valores' });
  await prices.getByLabel('Stories').fill('-50');
  await prices.getByLabel('Feed').fill('cinquenta');
  await prices.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(prices.getByLabel('Stories')).toHaveAccessibleErrorMessage(/não pode ser negativo/);
  await expect(prices.getByLabel('Feed')).toHaveAccessibleErrorMessage(/Informe o valor em reais/);
  await prices.getByLabel('Stories').fill('');
  await prices.getByLabel('Stories').pressSequentially('25000');
  await prices.getByLabel('Feed').fill('');
  await prices.getByLabel('Feed').pressSequentially('48000');
  await prices.getByLabel('TikTok').fill('');
  await prices.getByLabel('TikTok').pressSequentially('31050');
  await expect(prices.getByLabel('TikTok')).toHaveValue('R$\u00a0310,50');
  const afterPrices = await save(page, prices);
  expect(afterPrices).toBeGreaterThan(afterNetworks);

  // Categorias: Gastronomia.
  await openSection(page, 'Categorias');
  const categories = page.getByRole('form', { name: 'Categorias' });
  await categories.getByRole('checkbox', { name: 'Gastronomia', exact: true }).check({ force: true });
  const afterCategories = await save(page, categories);
  expect(afterCategories).toBeGreaterThan(afterPrices);

  // Meu negócio: an agency with letters and CPF 123.456.789-00 are refused beside their fields and
  // kept as typed; a real Itaú account then saves, and the meter reaches exactly 100%.
  await openSection(page, 'Meu negócio');
  const bank = page.getByRole('form', { name: /Meu negócio/ });
  await bank.getByRole('combobox', { name: 'Banco' }).selectOption('341');
  const agency = bank.getByLabel('Agência', { exact: true });
  await agency.fill('00ab');
  await bank.getByLabel('Conta com dígito', { exact: true }).fill('98765-0');
  await bank.getByLabel('Nome do titular', { exact: true }).fill(name);
  const ownerDocument = bank.getByLabel('CPF ou CNPJ do titular', { exact: true });
  await ownerDocument.fill('12345678900');
  await bank.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(agency).toHaveAccessibleErrorMessage(/só com números/);
  await expect(ownerDocument).toHaveAccessibleErrorMessage(/CPF ou CNPJ inválido/);
  await expect(agency).toHaveValue('00ab');
  expect(await percent(page)).toBe(afterCategories);
  await agency.fill('0001');
  await ownerDocument.fill('52998224725');
  expect(await save(page, bank)).toBe(100);
  await expect(page.getByText('Tudo pronto: seu perfil está completo.').first()).toBeVisible();

  // The public profile shows the new prices and network at once.
  await page.goto('/home');
  await page.getByRole('link', { name: 'Ver meu perfil público' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('R$\u00a0310,50').first()).toBeVisible();
  await expect(page.getByText(/clara\.editora/).first()).toBeVisible();

  // A brand filtering by her category and city finds her, with the new prices on her card.
  const brand = await personPage(browser, BRAND_STATE_FILE);
  await brand.goto('/home');
  const overlay = await openSearchFromHeader(brand);
  await overlay.getByRole('group', { name: 'Categorias', exact: true }).getByRole('button', { name: 'Gastronomia', exact: true }).click();
  await overlay.getByRole('button', { name: 'Localização', exact: true }).click();
  await overlay.getByRole('searchbox', { name: 'Buscar cidade ou estado' }).fill('Recife');
  await overlay.getByRole('group', { name: 'Cidades', exact: true }).getByRole('button', { name: 'Recife — PE', exact: true }).click();
  await overlay.getByRole('button', { name: 'Ver criadores', exact: true }).click();
  const card = resultCards(brand).filter({ has: brand.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('R$\u00a0310,50')).toBeVisible();
});
