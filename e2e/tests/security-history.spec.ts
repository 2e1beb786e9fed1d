import { expect as baseExpect, test } from '@playwright/test';
import { signUpThroughPage, uniqueEmail } from '../support/sign-up.js';

// The security history (issue 15): a creator changes their bank data and sees the change at
// /perfil/atividade, who made it and when, the account only by its last digits.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: { cookies: [], origins: [] } });

test('a bank data change shows in the security history, masked, with who made it and when', async ({ page }, testInfo) => {
  await signUpThroughPage(page, { card: 'Sou criador(a)', name: 'Helena Histórico', email: uniqueEmail('historico', testInfo) });
  await expect(page).toHaveURL(/\/signup\/profile$/);

  await page.goto('/perfil/atividade');
  await expect(page.getByText('Nenhuma mudança registrada ainda.')).toBeVisible();

  await page.goto('/perfil/dados-bancarios');
  const bank = page.getByRole('form', { name: /Meu negócio/ });
  await bank.getByRole('combobox', { name: 'Banco' }).selectOption('341');
  await bank.getByLabel('Agência', { exact: true }).fill('0001');
  await bank.getByLabel('Conta com dígito', { exact: true }).fill('98765-0');
  await bank.getByLabel('Nome do titular', { exact: true }).fill('Helena Histórico');
  await bank.getByLabel('CPF ou CNPJ do titular', { exact: true }).fill('52998224725');
  const saved = page.waitForResponse((response) => response.url().includes('/bank_account') && response.request().method() === 'PUT');
  await bank.getByRole('button', { name: 'Salvar', exact: true }).click();
  expect((await saved).status()).toBe(200);

  await page.goto('/perfil/atividade');
  const events = page.getByRole('list', { name: 'Eventos de segurança' });
  const event = events.getByRole('listitem').filter({ hasText: 'Dados bancários alterados' });
  await expect(event).toBeVisible();
  await expect(event).toContainText('Feito por: Você');
  await expect(event).toContainText('Conta: •••• 650');
  await expect(event).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(event).not.toContainText('98765');
});
