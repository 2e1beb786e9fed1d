import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ageSession } from '../support/aged-session.js';
import { NEW_ACCOUNT_PASSWORD, signUpThroughPage, uniqueEmail } from '../support/sign-up.js';

// Issue 15: before bank data changes, the server wants a sign-in from the last
// RECENT_SIGN_IN_MINUTES. A creator whose session is two days old (`ageSession`) is asked
// "Confirme que é você", signs in again for real against the emulator, and the save goes through;
// closing the dialog instead leaves the data as it was, with the server's pt-BR reason.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: { cookies: [], origins: [] } });

/** Fills the bank form with valid data for `owner`. */
async function fillBankForm(page: Page, owner: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Banco' }).selectOption('077');
  await page.getByLabel('Agência', { exact: true }).fill('1234');
  await page.getByLabel('Conta com dígito', { exact: true }).fill('12345-6');
  await page.getByLabel('Nome do titular', { exact: true }).fill(owner);
  await page.getByLabel('CPF ou CNPJ do titular', { exact: true }).fill('11144477735');
}

/** The bank data the API holds for the signed-in creator, read with the page's own token. */
async function storedOwner(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'userToken');
  const answer = await page.request.get('/api/creator/bank_account/details', { headers: { Authorization: `Bearer ${decodeURIComponent(cookie?.value ?? '')}` } });
  const body = (await answer.json()) as { data: { owner_name: string } | null };
  return body.data?.owner_name ?? null;
}

test('an old session is asked "Confirme que é você" before bank data changes: a wrong password is told beside the field, the right one saves', async ({ page }, testInfo) => {
  await signUpThroughPage(page, { card: 'Sou criador(a)', name: 'Rosa Reautentica', email: uniqueEmail('reautentica', testInfo) });
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await page.goto('/perfil/dados-bancarios');
  await fillBankForm(page, 'Rosa Reautentica');
  await ageSession(page, 48);

  // Closing the dialog: nothing is saved, and the form says why, in pt-BR.
  const save = page.getByRole('button', { name: 'Salvar', exact: true });
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Confirme que é você' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Senha', { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  await expect(page.getByText('Por segurança, confirme sua senha para continuar.')).toBeVisible();
  expect(await storedOwner(page)).toBeNull();

  // A wrong password stays in the box, told beside it; the right one signs in again and saves.
  await save.click();
  await expect(dialog).toBeVisible();
  await password.fill('senha-errada-1');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveValue('senha-errada-1');
  await password.fill(NEW_ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  expect(await storedOwner(page)).toBe('Rosa Reautentica');
});
