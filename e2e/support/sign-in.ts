import type { Page } from '@playwright/test';

/** Signs in through `/entrar` as a person would, and waits for the landing at `/home` or `/agente`. */
export async function signInThroughPage(page: Page, account: { readonly email: string; readonly password: string }): Promise<void> {
  await page.goto('/entrar');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/(home|agente)$/);
}
