import { expect, test } from '@playwright/test';

// The policy is for everyone: read here by a visitor without a session.
test.use({ storageState: { cookies: [], origins: [] } });

test('a visitor finds the privacy policy from the footer of any page and reads what is kept, for how long, and their rights', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByText(/Versão em vigor desde \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Por quanto tempo guardamos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Os seus direitos', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Política de Privacidade | Publi');
});
