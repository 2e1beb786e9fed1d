import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addCalendarDays, formatDate, saoPauloDay } from '@publi/domain';
import { personPage } from '../support/person-page.js';
import { BRAND_STATE_FILE, CREATOR_STATE_FILE } from '../support/demo-accounts.js';
import { acceptedContract } from '../support/money-setup.js';
import { carriesCardNumber, recordRequests } from '../support/recorded-requests.js';

// Payments, deliveries and payouts (issue 13), one browser context per person: the demo brand pays
// an accepted contract by Pix through the sandbox's "simular pagamento" and another by a test card
// (after a declined one), both sides see them paid; the creator delivers a file and a link, the
// brand asks for a change, the creator delivers again, the brand approves, and /ganhos shows the
// money available, then paid out. The browser's clock is fixed, so the Pix countdown is exact.
// A third contract is paid by Pix com vencimento (issue 41): the demo brand has its CNPJ in the seed.
// Cards go through the real Pagar.me adapter against a local fake of Pagar.me (scripts/start-stack.mjs,
// issue 42): the browser sends the card form to Pagar.me's tokenization, and only the token to Publi.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

// A tiny but real PNG: the server judges files by their bytes.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** Pays contract `id` by Pix through "simular pagamento", with the browser's clock fixed at `now`. */
async function payByPix(brand: Page, id: number, now: number): Promise<void> {
  await brand.clock.setFixedTime(now);
  await brand.goto(`/contratos/${String(id)}/pagamento`);
  await expect(brand.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
  await expect(brand.getByTestId('checkout-total')).toHaveText('R$ 1.650,00');
  await expect(brand.getByText('Taxa da plataforma (10%)')).toBeVisible();
  await brand.getByRole('button', { name: 'Gerar Pix', exact: true }).click();
  await expect(brand.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await expect(brand.getByLabel('Pix copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(brand.getByRole('timer')).toHaveText(/^Expira em (29|30):\d\d$/);
  await brand.getByRole('button', { name: 'Copiar código' }).click();
  await expect(brand.getByRole('button', { name: 'Código copiado' })).toBeVisible();
  await brand.getByRole('button', { name: 'Simular pagamento' }).click();
  // The page moves on by itself once the provider's webhook has settled the payment.
  await expect(brand).toHaveURL(new RegExp(`/contratos/${String(id)}$`));
  await expect(brand.getByText('Pago', { exact: true }).first()).toBeVisible();
}

/** `days` after São Paulo's today, as the checkout writes a day (dd/mm/aaaa). */
const dayAhead = (days: number) => formatDate(addCalendarDays(saoPauloDay(new Date()), days));

/**
 * Pays contract `id` by Pix com vencimento: the tab, the suggested day changed to another, the
 * total, fine and interest stated before paying, the code with its due date and no countdown,
 * then "simular pagamento" as for a Pix.
 */
async function payByPixDue(brand: Page, id: number): Promise<void> {
  await brand.goto(`/contratos/${String(id)}/pagamento`);
  await expect(brand.getByTestId('checkout-total')).toHaveText('R$ 1.650,00');
  await brand.getByRole('tab', { name: 'Pix com vencimento' }).click();
  const form = brand.getByRole('form', { name: 'Pagamento com Pix com vencimento' });
  const day = form.getByRole('textbox', { name: 'Vencimento', exact: true });
  await expect(day).toHaveValue(dayAhead(7));
  // The picker takes a typed day when the field is left.
  await day.fill(dayAhead(10));
  await day.press('Tab');
  await expect(day).toHaveValue(dayAhead(10));
  await expect(form.getByText(/^Total até o vencimento/)).toHaveText(`Total até o vencimento, ${dayAhead(10)}: R$ 1.650,00`);
  const terms = `Depois do vencimento: multa de 2% (R$ 33,00) e juros de 1% ao mês (R$ 0,55 por dia), até ${dayAhead(20)}.`;
  await expect(form.getByText(/^Depois do vencimento/)).toHaveText(terms);
  await form.getByRole('button', { name: 'Gerar Pix com vencimento' }).click();

  await expect(brand.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await expect(brand.getByLabel('Pix copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(brand.getByText(/^Vencimento: /)).toHaveText(`Vencimento: ${dayAhead(10)} · Total R$ 1.650,00`);
  await expect(brand.getByText(/^Depois do vencimento/)).toHaveText(terms);
  await expect(brand.getByText(`O contrato fica aguardando este pagamento até ${dayAhead(20)}.`)).toBeVisible();
  // The countdown is the immediate Pix's: this one waits for its day.
  await expect(brand.getByRole('timer')).toHaveCount(0);
  await brand.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(brand).toHaveURL(new RegExp(`/contratos/${String(id)}$`));
  await expect(brand.getByText('Pago', { exact: true }).first()).toBeVisible();
}

const DECLINING_CARD = '4000000000009995';
const APPROVED_CARD = '4242424242424242';

/** Pays contract `id` with a test card, after the declining one shows its pt-BR reason. */
async function payByCard(brand: Page, id: number): Promise<void> {
  await brand.goto(`/contratos/${String(id)}/pagamento`);
  await brand.getByRole('tab', { name: 'Cartão de crédito' }).click();
  const form = brand.getByRole('form', { name: 'Pagamento com cartão' });
  await form.getByLabel('Número do cartão').fill(DECLINING_CARD);
  await expect(form.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 9995');
  await form.getByLabel('Nome impresso no cartão').fill('Marca Demo');
  await form.getByLabel('Validade (MM/AA)').fill('1299');
  await expect(form.getByLabel('Validade (MM/AA)')).toHaveValue('12/99');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(form.getByRole('alert')).toHaveText('Pagamento recusado: o cartão não tem limite suficiente. Tente outro cartão ou pague com Pix.');
  await form.getByLabel('Número do cartão').fill(APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(brand).toHaveURL(new RegExp(`/contratos/${String(id)}$`));
  await expect(brand.getByText('Pago', { exact: true }).first()).toBeVisible();
}

test('the checkout: Pix through "simular pagamento" with its countdown, and a declined card then an approved one', async ({ browser }, testInfo) => {
  const brand = await personPage(browser, BRAND_STATE_FILE);
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  const stamp = `${testInfo.project.name} ${String(Date.now())}`;
  const pix = await acceptedContract(brand, creator, `Pix ${stamp}`, 150_000);
  const card = await acceptedContract(brand, creator, `Cartão ${stamp}`, 150_000);
  const now = Date.now();

  await payByPix(brand, pix, now);
  await payByCard(brand, card);
  // The creator sees both paid.
  for (const id of [pix, card]) {
    await creator.goto(`/contratos/${String(id)}`);
    await expect(creator.getByText('Pago', { exact: true }).first()).toBeVisible();
    await expect(creator.getByText('O pagamento está confirmado: envie aqui os links e arquivos do trabalho quando estiverem prontos.')).toBeVisible();
  }
});

test('the card checkout sends the card number to Pagar.me only: no request to Publi carries it, whatever its spacing', async ({ browser, baseURL }, testInfo) => {
  const brand = await personPage(browser, BRAND_STATE_FILE);
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  const id = await acceptedContract(brand, creator, `Cartão sem número ${testInfo.project.name} ${String(Date.now())}`, 150_000);
  // Every request the page makes from the checkout's first load to the paid contract.
  const recorded = recordRequests(brand);
  await payByCard(brand, id);
  const requests = await recorded();

  const publi = new URL(baseURL ?? '').origin;
  const toPubli = requests.filter((request) => new URL(request.url).origin === publi);
  const toPagarme = requests.filter((request) => new URL(request.url).origin !== publi && request.method === 'POST' && new URL(request.url).pathname.endsWith('/core/v5/tokens'));
  // Publi gets the token, never the number: in no address, header or body, spaced or not.
  for (const card of [DECLINING_CARD, APPROVED_CARD]) {
    expect(toPubli.filter((request) => carriesCardNumber(request, card)).map((request) => `${request.method} ${request.url}`)).toEqual([]);
  }
  // Though the page did reach Publi (the payment, with the token) and Pagar.me (once for each card).
  expect(toPubli.filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/payment').length).toBeGreaterThanOrEqual(2);
  expect(toPagarme.filter((request) => carriesCardNumber(request, DECLINING_CARD))).toHaveLength(1);
  expect(toPagarme.filter((request) => carriesCardNumber(request, APPROVED_CARD))).toHaveLength(1);
  // Nor does Pagar.me get Publi's session: the tokenization is another site's, called without it.
  for (const request of toPagarme) {
    expect(request.headers['authorization']).toBeUndefined();
    expect(request.headers['cookie']).toBeUndefined();
  }
});

test('the checkout: Pix com vencimento on a chosen day, its terms in pt-BR, paid through "simular pagamento", and named on the payments list', async ({ browser }, testInfo) => {
  const brand = await personPage(browser, BRAND_STATE_FILE);
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  const name = `Vencimento ${testInfo.project.name} ${String(Date.now())}`;
  const id = await acceptedContract(brand, creator, name, 150_000);

  await payByPixDue(brand, id);
  await brand.goto('/pagamentos');
  const payment = brand.getByRole('list', { name: 'Seus pagamentos' }).getByRole('listitem').filter({ hasText: name });
  await expect(payment).toContainText('Pago');
  await expect(payment).toContainText('Pix com vencimento');
  await creator.goto(`/contratos/${String(id)}`);
  await expect(creator.getByText('Pago', { exact: true }).first()).toBeVisible();
});

test('a paid contract is delivered, changed once, approved, and its money reaches the creator', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The journey runs at 1280 px; the checkout runs at both widths in the test above.');
  const brand = await personPage(browser, BRAND_STATE_FILE);
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  const projectName = `Entrega ${String(Date.now())}`;
  const id = await acceptedContract(brand, creator, projectName, 150_000);
  await payByPix(brand, id, Date.now());

  // The creator delivers a file and a link.
  await creator.goto(`/contratos/${String(id)}`);
  const delivery = creator.getByRole('form', { name: 'Enviar entrega' });
  await delivery.getByLabel('Link 1 (post publicado, pasta, vídeo)').fill('https://www.instagram.com/p/PubliDemo1/');
  await delivery.getByLabel(/^Arquivos/).setInputFiles({ name: 'stories.png', mimeType: 'image/png', buffer: PNG });
  await expect(delivery.getByRole('progressbar', { name: 'Envio de stories.png' })).toHaveAttribute('aria-valuenow', '100');
  await delivery.getByRole('button', { name: 'Enviar entrega' }).click();
  await expect(creator.getByRole('heading', { name: /^Entrega 1 · / })).toBeVisible();
  await expect(creator.getByText('Entregue', { exact: true }).first()).toBeVisible();

  // The brand asks for a change.
  await brand.goto(`/contratos/${String(id)}`);
  await expect(brand.getByRole('link', { name: 'https://www.instagram.com/p/PubliDemo1/' })).toBeVisible();
  await expect(brand.getByRole('button', { name: 'Baixar stories.png' })).toBeVisible();
  const changes = brand.getByRole('form', { name: 'Pedir ajustes' });
  await changes.getByLabel(/^O que precisa ser ajustado\?/).fill('Mostre a embalagem no começo.');
  await changes.getByRole('button', { name: 'Pedir ajustes' }).click();
  await expect(brand.getByText('Ajustes pedidos', { exact: true }).first()).toBeVisible();

  // The creator delivers again; the brand approves.
  await creator.reload();
  await expect(creator.getByText('Mostre a embalagem no começo.')).toBeVisible();
  const again = creator.getByRole('form', { name: 'Enviar entrega' });
  await again.getByLabel('Link 1 (post publicado, pasta, vídeo)').fill('https://www.instagram.com/p/PubliDemo2/');
  await again.getByRole('button', { name: 'Enviar entrega' }).click();
  await expect(creator.getByRole('heading', { name: /^Entrega 2 · / })).toBeVisible();
  await brand.reload();
  await brand.getByRole('button', { name: 'Aprovar entrega' }).click();
  await brand.getByRole('alertdialog', { name: 'Aprovar a entrega?' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(brand.getByText('Aprovado', { exact: true }).first()).toBeVisible();

  // /ganhos: available, then paid out once the creator asks.
  await creator.goto('/ganhos');
  const row = creator.getByRole('list', { name: 'Ganhos por contrato' }).getByRole('listitem').filter({ hasText: projectName });
  await expect(row).toContainText('Disponível para saqueR$ 1.500,00');
  await creator.getByRole('button', { name: 'Solicitar saque' }).click();
  await expect(creator.getByText('Saque solicitado: o valor chega em instantes.')).toBeVisible();
  await expect(row).toContainText('Saque concluído');
  await expect(row).toContainText('Já recebidoR$ 1.500,00');
  await expect(row).not.toContainText('Disponível para saque');
});
