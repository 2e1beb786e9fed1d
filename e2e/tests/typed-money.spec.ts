import { expect as baseExpect, test } from '@playwright/test';
import { BRAND_STATE_FILE, CREATOR_STATE_FILE } from '../support/demo-accounts.js';
import { pendingProposal } from '../support/money-setup.js';
import { personPage } from '../support/person-page.js';

// Money as a person types it on a phone (issue 35): the keypad of `inputMode="decimal"` types a
// dot on many phones, so `1800.50` must mean what `1.800,50` and `1800,50` mean. The counter form
// once stripped every dot and sent R$ 180.050,00. The mobile project alone runs it (playwright.config.ts).

const expect = baseExpect.configure({ timeout: 20_000 });

for (const typed of ['1800.50', '1.800,50', '1800,50']) {
  test(`a creator's counter-offer typed as ${typed} at 390 px is R$ 1.800,50`, async ({ browser }) => {
    const brand = await personPage(browser, BRAND_STATE_FILE);
    const creator = await personPage(browser, CREATOR_STATE_FILE);
    const id = await pendingProposal(brand, creator, `Contraproposta ${typed} ${String(Date.now())}`, 150_000);

    await creator.goto(`/contratos/${String(id)}`);
    await creator.getByRole('button', { name: 'Fazer contraproposta' }).click();
    const counter = creator.getByRole('form', { name: 'Contraproposta' });
    await counter.getByLabel('Valor (R$)').fill(typed);
    await counter.getByRole('button', { name: 'Enviar contraproposta' }).click();

    await expect(creator.getByRole('heading', { name: 'Contraproposta do criador' })).toBeVisible();
    await expect(creator.getByText('R$ 1.800,50').first()).toBeVisible();
    await expect(creator.getByText('R$ 180.050,00')).toHaveCount(0);
    await brand.context().close();
    await creator.context().close();
  });
}
