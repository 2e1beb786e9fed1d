import { expect as baseExpect, test, type Page } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, signUpThroughPage, uniqueEmail } from '../support/sign-up.js';
import { bearer } from '../support/money-setup.js';

// Account deletion (LGPD art. 18, VI, issue 15) at /privacidade, "Excluir minha conta": a new
// brand deletes itself and cannot sign in again; a brand with a contract under way is told what
// is in the way and keeps its account. Each test signs a brand up fresh (never a demo account:
// the other suites need those), so the session is recent and no "Confirme que é você" comes first.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: { cookies: [], origins: [] } });

/** Signs a new brand up (the credentials step only: the account exists from there). */
async function signUpBrand(page: Page, name: string, email: string): Promise<void> {
  await signUpThroughPage(page, { card: 'Sou marca', name, company: `${name} Ltda.`, email });
  await expect(page).toHaveURL(/\/signup\/profile$/);
}

/** Opens "Excluir minha conta" on /privacidade, ticks the box and confirms; answers the dialog. */
async function deleteFromPrivacyPage(page: Page) {
  await page.goto('/privacidade');
  const section = page.getByRole('region', { name: 'Excluir minha conta', exact: true });
  await expect(section).toContainText('não pode ser desfeita');
  await section.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta para sempre?' });
  const confirm = dialog.getByRole('button', { name: 'Excluir minha conta' });
  await expect(confirm).toBeDisabled();
  await dialog.getByText('Entendo que a exclusão é definitiva').click();
  await expect(dialog.getByRole('checkbox', { name: 'Entendo que a exclusão é definitiva' })).toBeChecked();
  await confirm.click();
  return dialog;
}

/** A pending proposal from the brand signed in on `page` to the demo creator, made through the API as the pages would. */
async function proposeToDemoCreator(page: Page, projectName: string): Promise<number> {
  const headers = await bearer(page);
  const search = await page.request.get('/api/account/creator/search', { params: { q: 'Ana Demo', limit: '5' } });
  const found = ((await search.json()) as { data: { creators: { id: number; primary_value: string }[] } }).data.creators;
  const creatorId = found.find((creator) => creator.primary_value === 'Ana Demo')?.id;
  if (creatorId === undefined) throw new Error('set-up: the typeahead does not know Ana Demo');
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await page.request.post(`/api${path}`, { headers, data });
    if (!answer.ok()) throw new Error(`set-up: POST ${path} answered ${String(answer.status())} ${await answer.text()}`);
    return ((await answer.json()) as { data: T }).data;
  };
  const project = await post<{ id: number }>('/project', {
    step: 2,
    projectName,
    image: null,
    step0: { projectType: 'paid' },
    step1: { amount: '3000.00', creators: [{ creator_id: creatorId, stories: 1, feed: 0, tiktok: 0 }] },
    step2: { humor: ['Divertido'], mission: 'Mostrar o produto no dia a dia.', creator: 'Criadores de estilo de vida.', startDate: '2099-01-10', endDate: '2099-01-20' },
  });
  const proposed = await post<{ contracts: { id: number }[] }>('/proposals/create', {
    project_id: project.id,
    proposals: [{ creator_id: creatorId, stories: 1, feed: 0, tiktok: 0, amount_centavos: 50_000, deadline: '2099-02-01', message: 'Vamos?' }],
  });
  const id = proposed.contracts[0]?.id;
  if (id === undefined) throw new Error('set-up: no contract was proposed');
  return id;
}

test('a new brand deletes its account, lands on / signed out, and cannot sign in again', async ({ page }, testInfo) => {
  const email = uniqueEmail('exclusao', testInfo);
  await signUpBrand(page, 'Loja Passageira', email);

  await deleteFromPrivacyPage(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sua conta foi excluída.' })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'userToken')).toBe(false);

  await page.goto('/privacidade');
  const section = page.getByRole('region', { name: 'Excluir minha conta', exact: true });
  await expect(section.getByRole('link', { name: 'entre para excluir a sua conta' })).toBeVisible();

  await page.goto('/entrar');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' })).toBeVisible();
  await expect(page).toHaveURL(/\/entrar$/);
});

test('a brand with a proposal under way is told what is in the way, in the dialog, and keeps its account', async ({ page }, testInfo) => {
  const email = uniqueEmail('exclusao-bloqueada', testInfo);
  const projectName = `Campanha bloqueada ${String(Date.now())} ${testInfo.project.name}`;
  await signUpBrand(page, 'Loja Ocupada', email);
  const contractId = await proposeToDemoCreator(page, projectName);

  const dialog = await deleteFromPrivacyPage(page);
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(`"${projectName}" (nº ${String(contractId)}`);
  await expect(refusal).toContainText('quando tudo isso terminar');
  await expect(dialog.getByRole('button', { name: 'Excluir minha conta' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/privacidade$/);
  // A reload loads the account from the server again: still there, still signed in.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Excluir minha conta', exact: true }).getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();

  // Leaves the demo creator's jobs as they were for the other suites.
  const cancelled = await page.request.post(`/api/project/contract/${String(contractId)}/cancellation`, { headers: await bearer(page), data: {} });
  expect(cancelled.ok()).toBe(true);
});
