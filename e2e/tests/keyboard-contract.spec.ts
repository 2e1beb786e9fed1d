import { expect as baseExpect, test } from '@playwright/test';
import { personPage } from '../support/person-page.js';
import { BRAND_STATE_FILE, CREATOR_STATE_FILE } from '../support/demo-accounts.js';
import { activate, expectFocusOn, expectVisibleFocus, tabTo, typeInto } from '../support/keyboard.js';
import { publishedProject } from '../support/money-setup.js';

// Issue 15, the keyboard journey's second half (the first is keyboard-journey.spec.ts): on a
// published project of the demo brand, the brand sends the proposal through the proposals dialog
// (its "Prazo" date box included), the demo creator accepts it and writes in the chat, and the
// brand pays by card (tokenized at the fake Pagar.me); all with the keyboard alone (Tab, Shift+Tab,
// arrows, Enter, Space, Escape, and typing into whatever has the focus). At every stop the focus
// is visible and on screen, and the dialog gives the focus back to its opener when it closes.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const CREATOR = 'Ana Demo';

test('by keyboard alone: the brand proposes, the creator accepts and chats, the brand pays by card', async ({ browser }) => {
  const brand = await personPage(browser, BRAND_STATE_FILE);
  const creator = await personPage(browser, CREATOR_STATE_FILE);
  const projectName = `Teclado contrato ${String(Date.now())}`;
  // The project as the first half publishes it by keyboard; made through the API to keep each half short.
  const projectId = await publishedProject(brand, creator, projectName);

  // The proposals dialog gives the focus back to "Enviar propostas" after Escape and after "Voltar".
  await brand.goto(`/projetos/${String(projectId)}`);
  await expect(brand.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  const opener = brand.getByRole('button', { name: 'Enviar propostas' });
  const dialog = brand.getByRole('dialog', { name: 'Enviar propostas' });
  await activate(brand, opener);
  await expect(dialog).toBeVisible();
  await brand.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(brand, opener);
  await brand.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await activate(brand, dialog.getByRole('button', { name: 'Voltar' }));
  await expect(dialog).toBeHidden();
  await expectFocusOn(brand, opener);

  // The proposal: amount, the "Prazo" day typed as dd/mm/aaaa (the same order whatever the
  // browser's language: this Chromium's is English), a message.
  await brand.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: `Valor para ${CREATOR} (R$)` });
  await tabTo(brand, amount);
  await brand.keyboard.press('ControlOrMeta+A');
  await brand.keyboard.type('1.500,00');
  const deadline = dialog.getByRole('textbox', { name: `Prazo para ${CREATOR}`, exact: true });
  await tabTo(brand, deadline);
  await brand.keyboard.press('ControlOrMeta+A');
  await brand.keyboard.type('03/02/2099');
  await expectVisibleFocus(brand);
  // From the day, Tab stops on its calendar button before the message: tabTo checks the focus
  // is visible there too. Leaving the box is when the picker takes the day.
  await typeInto(brand, dialog.getByRole('textbox', { name: `Mensagem para ${CREATOR} (opcional)` }), 'Topa uma parceria?');
  await expect(dialog.getByText(/até 03\/02\/2099$/)).toBeVisible();
  await activate(brand, dialog.getByRole('button', { name: 'Enviar 1 proposta' }));
  await expect(dialog).toBeHidden();
  await expectFocusOn(brand, opener);
  const proposals = brand.getByRole('region', { name: 'Propostas e contratos' });
  await expect(proposals.getByText('Aguardando resposta')).toBeVisible();
  await expect(proposals.getByText('R$ 1.500,00')).toBeVisible();
  const contractLink = proposals.getByRole('link', { name: CREATOR });
  const contractPath = (await contractLink.getAttribute('href')) ?? '';
  expect(contractPath).toMatch(/^\/contratos\/\d+$/);

  // The creator finds the job in /trabalhos, accepts, and the focus lands on the agreed terms.
  await creator.goto('/trabalhos');
  await activate(creator, creator.getByRole('link', { name: new RegExp(`^Abrir ${projectName}, `) }));
  await expect(creator).toHaveURL(new RegExp(`${contractPath}$`));
  await expect(creator.getByText('R$ 1.500,00')).toBeVisible();
  await expect(creator.getByText('03/02/2099')).toBeVisible();
  await activate(creator, creator.getByRole('button', { name: 'Aceitar proposta' }));
  const agreedTerms = creator.getByRole('heading', { name: 'Termos combinados' });
  await expectFocusOn(creator, agreedTerms);

  // The chat: typed in the box, sent by the "Enviar" button, which keeps the focus once the box empties.
  await typeInto(creator, creator.getByRole('textbox', { name: 'Mensagem', exact: true }), 'Topo! Combinado.');
  const send = creator.getByRole('button', { name: 'Enviar', exact: true });
  await activate(creator, send);
  await expect(creator.getByRole('log', { name: 'Mensagens' }).getByText('Topo! Combinado.')).toBeVisible();
  await expect(creator.getByRole('textbox', { name: 'Mensagem', exact: true })).toHaveValue('');
  await expectFocusOn(creator, send);

  // The brand reads it on the contract and pays by card, tokenized at the fake Pagar.me.
  await brand.goto(contractPath);
  await expect(brand.getByRole('log', { name: 'Mensagens' }).getByText('Topo! Combinado.')).toBeVisible();
  await activate(brand, brand.getByRole('link', { name: 'Pagar contrato' }));
  await expect(brand).toHaveURL(new RegExp(`${contractPath}/pagamento$`));
  // The method is a tab list: Tab reaches the selected tab, the arrows move between them.
  const pix = brand.getByRole('tab', { name: 'Pix', exact: true });
  await tabTo(brand, pix, { max: 60 });
  await brand.keyboard.press('ArrowRight');
  await expectFocusOn(brand, brand.getByRole('tab', { name: 'Pix com vencimento' }));
  await brand.keyboard.press('ArrowRight');
  const cardTab = brand.getByRole('tab', { name: 'Cartão de crédito' });
  await expectFocusOn(brand, cardTab);
  await brand.keyboard.press('Enter');
  await expect(cardTab).toHaveAttribute('aria-selected', 'true');
  const form = brand.getByRole('form', { name: 'Pagamento com cartão' });
  await typeInto(brand, form.getByRole('textbox', { name: 'Número do cartão' }), '4242424242424242');
  await expect(form.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('4242 4242 4242 4242');
  await typeInto(brand, form.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Marca Demo');
  await typeInto(brand, form.getByRole('textbox', { name: 'Validade (MM/AA)' }), '1299');
  await typeInto(brand, form.getByRole('textbox', { name: 'CVV' }), '123');
  await activate(brand, form.getByRole('button', { name: /^Pagar R\$/ }));
  await expect(brand).toHaveURL(new RegExp(`${contractPath}$`));
  await expect(brand.getByText('Pago', { exact: true }).first()).toBeVisible();
  for (const page of [brand, creator]) await page.context().close();
});
