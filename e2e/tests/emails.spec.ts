import { expect as baseExpect, test, type Page } from '@playwright/test';
import { CREATOR_STATE_FILE } from '../support/demo-accounts.js';
import { bearer, pendingProposal } from '../support/money-setup.js';
import { personPage } from '../support/person-page.js';

// E-mail (issue 39): which e-mails arrive (/perfil/notificacoes), the signed-out unsubscribe
// (/email/descadastrar) and the demo's mailbox (/demo/emails), at 1280 and 390 px. The mail is
// made through the product: the demo brand proposes to the demo creator, and the queue sends.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** A name no other run used, so this run's e-mail is told from the others in the mailbox. */
const uniqueName = (what: string) => `${what} ${String(Date.now())}`;

/** Every kind back on, so a later test (or run) gets its e-mails: set-up, not what is tested. */
async function everyKindOn(page: Page): Promise<void> {
  const kinds = ['proposal', 'counter_offer', 'answered', 'paid', 'delivered', 'changes_requested', 'approval', 'payout'];
  const answer = await page.request.put('/api/account/user/email-preferences', { headers: await bearer(page), data: { preferences: kinds.map((kind) => ({ kind, email: true })) } });
  expect(answer.ok()).toBe(true);
}

/** The newest demo e-mail of whoever is signed in on `page` whose HTML names `text`, once the queue has sent it. */
async function mailNaming(page: Page, text: string): Promise<{ subject: string; html: string; unsubscribe_url: string | null }> {
  type Mail = { subject: string; html: string; unsubscribe_url: string | null };
  let found: Mail | undefined;
  await expect(async () => {
    const answer = await page.request.get('/api/demo/emails', { headers: await bearer(page) });
    expect(answer.ok()).toBe(true);
    found = ((await answer.json()) as { data: Mail[] }).data.find((mail) => mail.html.includes(text));
    expect(found).toBeDefined();
  }).toPass();
  if (found === undefined) throw new Error(`no e-mail names ${text}`);
  return found;
}

test('the demo creator reads the e-mail of a new proposal at /demo/emails, its HTML in a frame and its text part', async ({ page, browser }) => {
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  await everyKindOn(creator);
  const project = uniqueName('Campanha do e-mail');
  await pendingProposal(page, creator, project, 120_000);
  const mail = await mailNaming(creator, project);

  // Reached from the account menu, where the demo offers its own things.
  await creator.goto('/home');
  await creator.getByRole('button', { name: /^Minha conta/ }).click();
  await creator.getByRole('menuitem', { name: 'E-mails da demo' }).click();
  await expect(creator.getByRole('heading', { level: 1, name: 'E-mails da demo' })).toBeVisible();
  const newest = creator.getByRole('list', { name: 'E-mails recebidos' }).getByRole('button').first();
  await expect(newest).toContainText(mail.subject);
  await expect(newest).toContainText('criadora@publi.demo');
  await expect(newest).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(creator.getByRole('heading', { level: 2, name: mail.subject })).toBeVisible();
  await expect(creator.frameLocator('iframe[title^="Conteúdo do e-mail"]').getByText(project).first()).toBeVisible();
  await creator.getByRole('tab', { name: 'Texto simples' }).click();
  await expect(creator.getByRole('tabpanel').getByText(project).first()).toBeVisible();
  await expect(creator.getByText('Descadastro com um clique (List-Unsubscribe):')).toBeVisible();
  await creator.context().close();
});

test('a person turns a kind of e-mail off at /perfil/notificacoes, and it stays off after a reload', async ({ page }) => {
  await page.goto('/perfil/notificacoes');
  await expect(page.getByRole('heading', { level: 2, name: 'Notificações' })).toBeVisible();
  const payouts = page.getByRole('checkbox', { name: 'Repasses' });
  await expect(payouts).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Segurança da conta' })).toBeDisabled();
  // Chakra's switch is a label around a hidden input: a person presses the label.
  await payouts.locator('xpath=ancestor::label').click();
  await expect(payouts).not.toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preferências de e-mail salvas.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Repasses' })).not.toBeChecked();
  await everyKindOn(page);
});

test('an e-mail\'s unsubscribe link works signed out: it asks, turns the kind off, and an invalid link says so', async ({ page, browser }) => {
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  await everyKindOn(creator);
  const project = uniqueName('Campanha do descadastro');
  await pendingProposal(page, creator, project, 90_000);
  const mail = await mailNaming(creator, project);
  const link = /href="([^"]*\/email\/descadastrar\?token=[^"]+)"/.exec(mail.html)?.[1]?.replaceAll('&amp;', '&');
  if (link === undefined) throw new Error('the e-mail has no link to /email/descadastrar');

  const visitor = await personPage(browser, { cookies: [], origins: [] });
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByText(/^Você não quer mais receber: Novas propostas em .+\?$/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Parar de receber' }).click();
  await expect(visitor.getByText('Pronto: você não receberá mais estes e-mails.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Escolher outros e-mails' })).toHaveAttribute('href', '/perfil/notificacoes');

  await creator.goto('/perfil/notificacoes');
  await expect(creator.getByRole('checkbox', { name: 'Novas propostas' })).not.toBeChecked();
  await everyKindOn(creator);

  await visitor.goto('/email/descadastrar?token=link-inventado');
  await expect(visitor.getByRole('alert')).toContainText('Este link de descadastro não vale mais.');
  await visitor.context().close();
  await creator.context().close();
});
