import { expect as baseExpect, test, type Page } from '@playwright/test';
import { personPage } from '../support/person-page.js';
import { AGENT_STATE_FILE, BRAND_STATE_FILE, CREATOR_STATE_FILE } from '../support/demo-accounts.js';

// Proposals, contracts, live chat and notifications (issue 12), with one browser context per
// person: the demo brand proposes to two creators of "Verão com a Marca Demo" (the demo creator,
// and a catalogue creator the demo agent acts for); the creator counters and the brand accepts
// the counter; the agent rejects the other; brand and creator chat, each seeing the other's
// message without a reload; the bell counts what is new; /trabalhos filters as SPEC says.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const PROJECT = 'Verão com a Marca Demo';

/** Opens the job of project `name` from /trabalhos (the newest one) and waits for its page. */
async function openJob(page: Page, name: string): Promise<void> {
  await page.goto('/trabalhos');
  await page.getByRole('link', { name: new RegExp(`^Abrir ${name}, `) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a brand proposes to two creators; one counters and is accepted, the other rejects; they chat live and the bell counts', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The journey runs at 1280 px; /trabalhos at 390 px is the next test.');
  const brand = await personPage(browser, BRAND_STATE_FILE);
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  const agent = await personPage(browser, AGENT_STATE_FILE);

  // The brand proposes from the project's page: two creators, amounts suggested, one edited.
  await brand.goto('/projetos');
  await brand.getByRole('link', { name: PROJECT }).click();
  await brand.getByRole('button', { name: 'Enviar propostas' }).click();
  const dialog = brand.getByRole('dialog', { name: 'Enviar propostas' });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  // Chakra's checkbox is a label around a hidden input: a person clicks the label.
  await boxes.nth(2).locator('xpath=..').click();
  await expect(boxes.nth(2)).not.toBeChecked();
  const otherCreator = (await boxes.nth(1).locator('xpath=..').innerText()).trim();
  const firstAmount = dialog.getByLabel(/^Valor para /).first();
  await expect(firstAmount).not.toHaveValue('');
  await firstAmount.fill('abc');
  await dialog.getByRole('button', { name: 'Enviar 2 propostas' }).click();
  await expect(dialog.getByText('Informe um valor em reais maior que zero, como 1.500,00.')).toBeVisible();
  await firstAmount.fill('1.500,00');
  await dialog.getByLabel(/^Mensagem para /).first().fill('Adoramos o seu perfil! Topa?');
  await dialog.getByRole('button', { name: 'Enviar 2 propostas' }).click();
  await expect(dialog).toBeHidden();
  const proposals = brand.getByRole('region', { name: 'Propostas e contratos' });
  await expect(proposals.getByText('Aguardando resposta')).toHaveCount(2);

  // The creator finds it in /trabalhos and counters.
  await openJob(creator, PROJECT);
  await expect(creator.getByText('R$ 1.500,00')).toBeVisible();
  await creator.getByRole('button', { name: 'Fazer contraproposta' }).click();
  const counter = creator.getByRole('form', { name: 'Contraproposta' });
  await counter.getByLabel('Valor (R$)').fill('1.800,00');
  await counter.getByLabel('Mensagem (opcional)').fill('Com um story a mais.');
  await counter.getByRole('button', { name: 'Enviar contraproposta' }).click();
  await expect(creator.getByText('Contraproposta', { exact: true }).first()).toBeVisible();
  await expect(creator.getByRole('heading', { name: 'Contraproposta do criador' })).toBeVisible();

  // The brand's bell counts it; the notification leads to the contract; the brand accepts.
  await brand.goto('/projetos');
  await expect(brand.getByRole('link', { name: /^Notificações, \d+ novas?$/ })).toBeVisible();
  await brand.getByRole('link', { name: /^Notificações/ }).click();
  await brand.getByRole('link', { name: 'Contraproposta recebida' }).first().click();
  await expect(brand.getByRole('heading', { name: 'Contraproposta do criador' })).toBeVisible();
  await brand.getByRole('button', { name: 'Aceitar contraproposta' }).click();
  await expect(brand.getByRole('heading', { name: 'Termos combinados' })).toBeVisible();
  await expect(brand.getByText('R$ 1.800,00')).toBeVisible();
  await expect(brand.getByText(/^Combinado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/)).toBeVisible();

  // Brand and creator on the same contract: each sees the other's message appear, no reload.
  const contractUrl = brand.url();
  await creator.goto(contractUrl);
  await expect(creator.getByRole('heading', { name: 'Termos combinados' })).toBeVisible();
  await brand.getByLabel('Mensagem', { exact: true }).fill('Oi! Enviamos o produto amanhã. Veja https://www.publi.demo/verao');
  await brand.getByLabel('Mensagem', { exact: true }).press('Enter');
  const brandLine = creator.getByRole('log', { name: 'Mensagens' }).getByText('Oi! Enviamos o produto amanhã.');
  await expect(brandLine).toBeVisible();
  await expect(creator.getByRole('log', { name: 'Mensagens' }).getByRole('link', { name: 'https://www.publi.demo/verao' })).toHaveAttribute('target', '_blank');
  await creator.getByLabel('Mensagem', { exact: true }).fill('Perfeito, obrigada!');
  await creator.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(brand.getByRole('log', { name: 'Mensagens' }).getByText('Perfeito, obrigada!')).toBeVisible();

  // The agent answers for the catalogue creator: rejects with a reason.
  await agent.goto('/trabalhos');
  await agent.getByRole('link', { name: new RegExp(`^Abrir ${PROJECT}, .+ · para ${otherCreator}$`) }).click();
  await agent.getByRole('button', { name: 'Recusar', exact: true }).click();
  const ask = agent.getByRole('alertdialog', { name: 'Recusar esta proposta?' });
  await ask.getByLabel('Motivo (opcional)').fill('Agenda cheia em dezembro.');
  await ask.getByRole('button', { name: 'Recusar', exact: true }).click();
  await expect(agent.getByText('Recusado', { exact: true })).toBeVisible();

  // The brand's project shows both answers.
  await brand.goto('/projetos');
  await brand.getByRole('link', { name: PROJECT }).click();
  await expect(proposals.getByText('Aceito', { exact: true })).toBeVisible();
  await expect(proposals.getByText('Recusado', { exact: true })).toBeVisible();
  for (const page of [brand, creator, agent]) await page.context().close();
});

test('/trabalhos filters by type and by title as SPEC says: typing resets the type to Todos, accents and case ignored', async ({ browser }) => {
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  await creator.goto('/trabalhos');
  const jobs = creator.getByRole('list', { name: 'Seus trabalhos' });
  // The seed gave the demo creator jobs on "Campanha de Primavera" (UGC).
  await expect(jobs.getByRole('heading', { name: 'Campanha de Primavera' }).first()).toBeVisible();
  const type = creator.getByRole('combobox', { name: 'Tipo de projeto' });
  await expect(type).toHaveValue('Todos');
  await type.selectOption({ label: 'Evento' });
  await expect(creator.getByText('Nenhum trabalho com este tipo ou título.')).toBeVisible();
  await type.selectOption({ label: 'UGC' });
  await expect(jobs.getByRole('heading', { name: 'Campanha de Primavera' }).first()).toBeVisible();
  await creator.getByRole('searchbox', { name: 'Buscar pelo título' }).fill('CAMPANHA DE PRIMAVÉRA');
  await expect(type).toHaveValue('Todos');
  await expect(jobs.getByRole('heading', { name: 'Campanha de Primavera' }).first()).toBeVisible();
  await creator.getByRole('searchbox', { name: 'Buscar pelo título' }).fill('inexistente');
  await creator.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(jobs.getByRole('heading', { name: 'Campanha de Primavera' }).first()).toBeVisible();
  await creator.context().close();
});
