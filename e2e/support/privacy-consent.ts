import { expect, type Page } from '@playwright/test';

/** The sign-up's consent box, found by its label as a screen reader names it. */
export function privacyConsentBox(page: Page) {
  return page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' });
}

/**
 * Ticks "Li e aceito a Política de Privacidade" as a person would: a click on the start of its
 * label (the rest of the label is the link to the policy, which opens it instead).
 */
export async function acceptPrivacyPolicy(page: Page): Promise<void> {
  await page.getByText('Li e aceito a', { exact: false }).click({ position: { x: 4, y: 4 } });
  await expect(privacyConsentBox(page)).toBeChecked();
}
