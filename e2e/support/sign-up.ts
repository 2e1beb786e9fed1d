import type { Page, TestInfo } from '@playwright/test';
import { acceptPrivacyPolicy } from './privacy-consent.js';

/** The password every account a spec signs up gets. */
export const NEW_ACCOUNT_PASSWORD = 'senha-forte-123';

/** A unique e-mail per run and project: the auth emulator keeps its users for the whole run. */
export function uniqueEmail(kind: string, testInfo: TestInfo): string {
  return `${kind}-${String(Date.now())}-${testInfo.project.name}@exemplo.com.br`;
}

/** Who signs up: the card picked on `/signup`, and the form's fields. */
export interface NewAccount {
  readonly card: 'Sou marca' | 'Sou criador(a)' | 'Sou agente';
  readonly name: string;
  readonly email: string;
  /** A brand's company, asked on its form only. */
  readonly company?: string;
}

/**
 * Signs up from `/signup` with the e-mail form, as a person does: the card, the fields, the
 * consent box and "Criar conta". Where sign-up sends that type next is the spec's to check.
 */
export async function signUpThroughPage(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/signup');
  await page.getByText(account.card, { exact: true }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByLabel('Nome', { exact: true }).fill(account.name);
  if (account.company !== undefined) await page.getByLabel('Empresa', { exact: true }).fill(account.company);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await acceptPrivacyPolicy(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
}
