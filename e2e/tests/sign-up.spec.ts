import { expect, test, type Page } from '@playwright/test';
import { acceptPrivacyPolicy, privacyConsentBox } from '../support/privacy-consent.js';

// Sign-up is for visitors: no stored session.
test.use({ storageState: { cookies: [], origins: [] } });

const PASSWORD = 'senha-forte-123';

/** `/signup` → "Sou marca" → "Continuar": the credentials step of a brand. */
async function startBrandSignUp(page: Page): Promise<void> {
  await page.goto('/signup');
  // The radio card's label covers its (visually hidden) input: click it as a person would.
  const brand = page.getByRole('radio', { name: /Sou marca/ });
  await page.getByText('Sou marca', { exact: true }).click();
  await expect(brand).toBeChecked();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/signup2$/);
}

test('a brand signs up, completes the profile with a CEP the lookup cannot find, and lands on /home', async ({ page }, testInfo) => {
  // Unique per run and per project: the auth emulator keeps its users for the whole run.
  const email = `marca-${String(Date.now())}-${testInfo.project.name}@exemplo.com.br`;
  const name = 'Aurora Cosméticos';

  await startBrandSignUp(page);
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Empresa', { exact: true }).fill('Aurora Cosméticos Ltda.');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await acceptPrivacyPolicy(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/profile$/, { timeout: 15_000 });
  await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
  await page.getByLabel('CEP', { exact: true }).fill('01310-100');
  // ViaCEP is out of reach here: the page falls back to picking the state and the city.
  const state = page.getByRole('combobox', { name: 'Estado', exact: true });
  await expect(state).toBeVisible({ timeout: 15_000 });
  await state.selectOption('SP');
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).selectOption('São Paulo');
  await page.getByRole('button', { name: 'Salvar e continuar', exact: true }).click();

  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Aurora!' })).toBeVisible();
});

test('an invalid e-mail is told beside the field, in pt-BR, and the typed name is kept', async ({ page }) => {
  await startBrandSignUp(page);
  const nameField = page.getByLabel('Nome', { exact: true });
  const emailField = page.getByLabel('E-mail', { exact: true });
  await nameField.fill('Aurora Cosméticos');
  await emailField.fill('marca@sem-ponto');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await acceptPrivacyPolicy(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleErrorMessage('Informe um e-mail válido, como nome@exemplo.com.br.');
  await expect(page.getByText('Informe um e-mail válido, como nome@exemplo.com.br.')).toBeVisible();
  await expect(nameField).toHaveValue('Aurora Cosméticos');
  await expect(page).toHaveURL(/\/signup2$/);
});

test('the account is created only once the privacy policy is accepted, and the policy opens from the box', async ({ page, context }) => {
  await startBrandSignUp(page);
  await page.getByLabel('Nome', { exact: true }).fill('Aurora Cosméticos');
  await page.getByLabel('Empresa', { exact: true }).fill('Aurora Cosméticos Ltda.');
  await page.getByLabel('E-mail', { exact: true }).fill('consentimento@exemplo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

  const consent = privacyConsentBox(page);
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Para criar a conta, leia e aceite a Política de Privacidade.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup2$/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Aurora Cosméticos');

  // The policy opens in a tab of its own, so the form keeps what was typed.
  const [policy] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Política de Privacidade' }).first().click()]);
  // A fresh tab loads the app from scratch: slower than a step inside it on a busy machine.
  await expect(policy.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible({ timeout: 20_000 });
  await expect(policy.getByRole('heading', { level: 2, name: 'Os seus direitos', exact: true })).toBeVisible();
  await policy.close();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('consentimento@exemplo.com.br');
});
