import { expect as baseExpect, type Page } from '@playwright/test';
import { SCREEN_PATHS, type ScreenPath } from '@publi/domain';
import { test, type Account } from '../support/account-pages.js';
import { ageSession } from '../support/aged-session.js';
import { accessibilityViolations } from '../support/axe.js';
import { recordCspViolations } from '../support/csp-violations.js';
import { englishOnPage } from '../support/english-scan.js';
import { modeButton, openSearchFromHeader, searchBox, suggestionGroup } from '../support/search-overlay.js';
import { headerCartLink, resultCards } from '../support/results.js';
import { signUpThroughPage } from '../support/sign-up.js';

// The accessibility walk: axe-core (WCAG 2.x A and AA, one `main`, one `h1`) on every page of
// the router and every named dialog, at 1280 px (desktop project) and 390 px (mobile project).
// A page of the router without a stop here fails the first test; see e2e/README.md to add one.
// Each stop is also scanned for English in what a person reads or hears (support/english-scan.ts),
// and must not have made the browser refuse anything under the site's Content-Security-Policy.

// Pages load slowly while the 2-core CI machine also runs the server; what matters here is what
// axe finds once they show.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 60_000 });

interface Stop {
  /** The test's title. */
  readonly name: string;
  /** Who looks at it. */
  readonly as: Account;
  /** Brings the page to the state to check, and waits until it shows. */
  readonly open: (page: Page) => Promise<void>;
  /** The stop changes its session (support/account-pages.ts), so it gets a browser context of its own. */
  readonly ownContext?: true;
}

/** Goes to `path` and waits for the page's heading named `heading`. */
function visit(path: string, heading: string | RegExp) {
  return async (page: Page): Promise<void> => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { name: heading }).first()).toBeVisible();
  };
}

/** The demo creator's public profile; her id depends on the seeding order, so ask the typeahead. */
async function openDemoCreatorProfile(page: Page): Promise<void> {
  const answer = await page.request.get('/api/account/creator/search', { params: { q: 'Ana Demo', limit: '5' } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { creators: { id: number; primary_value: string }[] } };
  const demo = body.data.creators.find((creator) => creator.primary_value === 'Ana Demo');
  if (demo === undefined) throw new Error('The typeahead does not know Ana Demo: are the demo accounts there?');
  await page.goto(`/creator/${String(demo.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Demo' })).toBeVisible();
}

/**
 * The demo brand's seeded draft, opened in the wizard and moved to the step named `step` (its
 * level-2 heading): the draft keeps the step it was saved at, so each stop brings it where it
 * needs it, whichever stop ran before.
 */
function openDemoDraftAt(step: 'Orçamento e criadores' | 'Briefing') {
  return async (page: Page): Promise<void> => {
    await visit('/projetos', 'Projetos')(page);
    await page.getByRole('link', { name: 'Lançamento Café da Serra' }).click();
    const heading = page.getByRole('main').getByRole('heading', { level: 2, name: /^(Orçamento e criadores|Briefing)$/ });
    await expect(heading).toBeVisible();
    if ((await heading.innerText()) !== step) {
      await page.getByRole('button', { name: step === 'Briefing' ? 'Salvar e continuar' : 'Voltar' }).click();
    }
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: step })).toBeVisible();
    if (step === 'Briefing') await expect(page.getByRole('textbox', { name: 'Data de início', exact: true })).toBeVisible();
  };
}

/** Every page of the router, each seen by the account its screen is for. */
const PAGES: Record<ScreenPath, readonly Stop[]> = {
  '/': [{ name: 'landing', as: 'visitor', open: visit('/', /./) }],
  '/entrar': [{ name: 'sign in', as: 'visitor', open: visit('/entrar', 'Entrar') }],
  '/recuperar-senha': [{ name: 'reset password', as: 'visitor', open: visit('/recuperar-senha', 'Recuperar senha') }],
  '/signup': [{ name: 'sign-up type', as: 'visitor', open: visit('/signup', 'Crie sua conta') }],
  '/signup2': [
    {
      name: 'sign-up credentials',
      as: 'visitor',
      open: async (page) => {
        await visit('/signup', 'Crie sua conta')(page);
        await page.getByText('Sou marca', { exact: true }).click();
        await page.getByRole('button', { name: 'Continuar', exact: true }).click();
        await expect(page.getByLabel('Nome', { exact: true })).toBeVisible();
      },
    },
  ],
  '/signup/profile': [{ name: 'sign-up profile of a creator', as: 'creator', open: visit('/signup/profile', 'Complete seu perfil') }],
  '/home': [
    { name: 'brand home', as: 'brand', open: visit('/home', /^Olá, /) },
    {
      // Every page of an account whose e-mail is unconfirmed carries the notice; the demo accounts' are confirmed.
      name: 'a new brand\'s home, asking to confirm the e-mail',
      as: 'visitor',
      ownContext: true,
      open: async (page) => {
        const email = `a11y-confirmar-${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
        await signUpThroughPage(page, { card: 'Sou marca', name: 'Marca Nova', company: 'Marca Nova Ltda.', email });
        // The account exists once the page moves on to the profile step; /home before that would find nobody signed in.
        await expect(page).toHaveURL(/\/signup\/profile$/);
        await visit('/home', /^Olá, /)(page);
        await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toBeVisible();
      },
    },
    {
      name: 'creator home',
      as: 'creator',
      open: async (page) => {
        await visit('/home', /^Olá, /)(page);
        await expect(page.getByRole('progressbar').first()).toBeVisible();
      },
    },
  ],
  '/busca': [
    {
      name: 'results',
      as: 'brand',
      open: async (page) => {
        await page.goto('/busca');
        await expect(resultCards(page).first()).toBeVisible();
      },
    },
  ],
  '/carrinho': [
    {
      name: 'cart with a creator',
      as: 'visitor',
      open: async (page) => {
        await page.goto('/busca');
        await resultCards(page).first().getByRole('button', { name: 'Adicionar ao carrinho' }).click();
        await expect(headerCartLink(page)).toHaveAccessibleName('Carrinho, 1 criador');
        await headerCartLink(page).click();
        await expect(page.getByRole('list', { name: 'Criadores no carrinho' }).getByRole('listitem').first()).toBeVisible();
      },
    },
  ],
  '/perfil': [
    {
      name: 'profile editor with the meter',
      as: 'creator',
      open: async (page) => {
        await visit('/perfil', 'Meu perfil')(page);
        await expect(page.getByRole('progressbar', { name: 'Perfil completo' })).toBeVisible();
        await expect(page.getByLabel('Nome', { exact: true })).toBeVisible();
      },
    },
  ],
  '/perfil/:section': [
    { name: 'profile editor, social networks', as: 'creator', open: visit('/perfil/redes-sociais', 'Redes sociais') },
    { name: 'profile editor, prices', as: 'creator', open: visit('/perfil/valores', 'Valores') },
    { name: 'profile editor, categories', as: 'creator', open: visit('/perfil/categorias', 'Categorias') },
    {
      // The section whose controls once fell out of the accessibility tree (a control named `ownerDocument`).
      name: 'profile editor, bank data',
      as: 'creator',
      open: async (page) => {
        await visit('/perfil/dados-bancarios', 'Meu negócio (Dados bancários)')(page);
        await expect(page.getByRole('combobox', { name: 'Banco' })).toBeVisible();
      },
    },
    {
      // Saving with a session older than the window (support/aged-session.ts) opens the dialog;
      // it is scanned open, and nothing is saved since nobody confirms.
      name: 'profile editor, bank data, "Confirme que é você"',
      as: 'creator',
      ownContext: true,
      open: async (page) => {
        await visit('/perfil/dados-bancarios', 'Meu negócio (Dados bancários)')(page);
        const owner = page.getByLabel('Nome do titular', { exact: true });
        await expect(owner).not.toHaveValue('');
        await owner.fill('Titular Conferido');
        await ageSession(page, 48);
        await page.getByRole('button', { name: 'Salvar', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Confirme que é você' })).toBeVisible();
      },
    },
    { name: 'profile editor, my agent', as: 'creator', open: visit('/perfil/agente', 'Meu agente') },
    {
      name: 'profile editor, security history',
      as: 'creator',
      open: async (page) => {
        await visit('/perfil/atividade', 'Histórico de segurança')(page);
        await expect(page.getByText(/Nenhuma mudança registrada ainda|Feito por/).first()).toBeVisible();
      },
    },
    { name: 'agent security history', as: 'agent', open: visit('/perfil/atividade', 'Histórico de segurança') },
    { name: 'brand editor, company', as: 'brand', open: visit('/perfil/empresa', 'Empresa') },
    { name: 'brand editor, billing address', as: 'brand', open: visit('/perfil/endereco-de-cobranca', 'Endereço de cobrança') },
    {
      name: 'e-mail notifications',
      as: 'creator',
      open: async (page) => {
        await visit('/perfil/notificacoes', 'Notificações')(page);
        await expect(page.getByRole('checkbox', { name: 'Segurança da conta' })).toBeVisible();
      },
    },
  ],
  '/agente': [
    {
      name: 'agent area with the linked creators',
      as: 'agent',
      open: async (page) => {
        await visit('/agente', 'Área do agente')(page);
        await expect(page.getByRole('button', { name: /^Atuar como / }).first()).toBeVisible();
      },
    },
  ],
  '/projetos': [
    {
      name: "projects list with the demo brand's projects",
      as: 'brand',
      open: async (page) => {
        await visit('/projetos', 'Projetos')(page);
        await expect(page.getByRole('list', { name: 'Seus projetos' })).toBeVisible();
      },
    },
  ],
  '/projetos/novo': [
    {
      name: 'project wizard, step 0',
      as: 'brand',
      open: async (page) => {
        await visit('/projetos/novo', 'Novo projeto')(page);
        await expect(page.getByRole('combobox', { name: 'Tipo do projeto' })).toBeVisible();
      },
    },
    { name: 'project wizard, a draft reopened at step 1', as: 'brand', open: openDemoDraftAt('Orçamento e criadores') },
    { name: 'project wizard, the briefing step with its date pickers', as: 'brand', open: openDemoDraftAt('Briefing') },
  ],
  '/projetos/:id': [
    {
      name: 'project details',
      as: 'brand',
      open: async (page) => {
        await visit('/projetos', 'Projetos')(page);
        await page.getByRole('link', { name: 'Verão com a Marca Demo' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Verão com a Marca Demo' })).toBeVisible();
        await expect(page.getByTestId('project-total')).toBeVisible();
      },
    },
  ],
  '/trabalhos': [
    { name: 'jobs of the demo creator', as: 'creator', open: visit('/trabalhos', 'Trabalhos') },
    { name: 'proposals of the demo brand', as: 'brand', open: visit('/trabalhos', 'Propostas e contratos') },
  ],
  '/contratos/:id': [
    { name: 'a pending proposal with its chat', as: 'creator', open: openSeededJob },
    { name: 'a delivered contract waiting for the brand, with its deliveries', as: 'brand', open: openSeededDelivery('Entregue') },
    { name: 'changes asked for, the creator delivering again', as: 'creator', open: openSeededDelivery('Ajustes pedidos') },
  ],
  '/contratos/:id/pagamento': [
    { name: 'the checkout with its Pix code', as: 'brand', open: openSeededCheckout('pix') },
    { name: 'the checkout by card', as: 'brand', open: openSeededCheckout('card') },
    { name: 'the checkout by Pix com vencimento, its due date and terms', as: 'brand', open: openSeededCheckout('pix_due') },
  ],
  '/pagamentos': [{ name: "the demo brand's payments", as: 'brand', open: visit('/pagamentos', 'Pagamentos') }],
  '/pagamentos/:id/recibo': [
    {
      name: 'a receipt',
      as: 'brand',
      open: async (page) => {
        await visit('/pagamentos', 'Pagamentos')(page);
        await page.getByRole('link', { name: /^Recibo do pagamento / }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: 'Recibo de pagamento' })).toBeVisible();
      },
    },
  ],
  '/ganhos': [{ name: "the demo creator's earnings", as: 'creator', open: visit('/ganhos', 'Ganhos') }],
  '/notificacoes': [{ name: 'notifications', as: 'creator', open: visit('/notificacoes', 'Notificações') }],
  '/privacidade': [
    { name: 'the privacy policy, read by a visitor', as: 'visitor', open: visit('/privacidade', 'Política de Privacidade') },
    { name: 'the privacy policy with "Seus dados", read by a signed-in creator', as: 'creator', open: visit('/privacidade', 'Política de Privacidade') },
    {
      name: 'the privacy policy with "Excluir minha conta", read by a signed-in brand',
      as: 'brand',
      open: async (page) => {
        await visit('/privacidade', 'Política de Privacidade')(page);
        await expect(page.getByRole('region', { name: 'Excluir minha conta', exact: true }).getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
      },
    },
  ],
  '/email/descadastrar': [
    {
      name: 'an invalid unsubscribe link, opened signed out',
      as: 'visitor',
      open: async (page) => {
        await visit('/email/descadastrar?token=link-inventado', 'Descadastrar e-mails')(page);
        await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      },
    },
  ],
  '/demo/emails': [
    {
      name: "the demo's mailbox",
      as: 'creator',
      open: async (page) => {
        await visit('/demo/emails', 'E-mails da demo')(page);
        // The demo creator's seeded contracts mailed her: the list and the first message are walked.
        await expect(page.getByRole('list', { name: 'E-mails recebidos' })).toBeVisible();
        await expect(page.locator('iframe[title^="Conteúdo do e-mail"]')).toBeVisible();
      },
    },
  ],
  '/creator/:idOrSlug': [{ name: 'creator profile', as: 'visitor', open: openDemoCreatorProfile }],
  '*': [{ name: 'not found', as: 'visitor', open: visit('/pagina-que-nao-existe', 'Página não encontrada') }],
};

/** A seeded paid contract on "Coleção de Verão" in `status` ("Entregue": the brand's turn; "Ajustes pedidos": the demo creator's). */
function openSeededDelivery(status: string): (page: Page) => Promise<void> {
  return async (page) => {
    await visit('/trabalhos', /^(Trabalhos|Propostas e contratos)$/)(page);
    const contract = page.getByRole('listitem').filter({ hasText: 'Coleção de Verão' }).filter({ hasText: status });
    await contract.getByRole('link', { name: /^Abrir / }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coleção de Verão' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Entrega 1 · / })).toBeVisible();
  };
}

/**
 * The checkout of the seeded accepted contract on "Campanha de Primavera", by Pix (its code
 * generated), by card, or by Pix com vencimento (its day and terms, before generating: the Pix
 * walked first is still waiting for this contract, and its code is the same panel).
 */
function openSeededCheckout(method: 'pix' | 'card' | 'pix_due'): (page: Page) => Promise<void> {
  return async (page) => {
    await visit('/trabalhos', 'Propostas e contratos')(page);
    const accepted = page.getByRole('listitem').filter({ hasText: 'Campanha de Primavera' }).filter({ hasText: 'Aceito' });
    await accepted.getByRole('link', { name: /^Abrir / }).first().click();
    await page.getByRole('link', { name: 'Pagar contrato' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
    if (method === 'pix') {
      await page.getByRole('button', { name: 'Gerar Pix', exact: true }).click();
      await expect(page.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    } else if (method === 'pix_due') {
      await page.getByRole('tab', { name: 'Pix com vencimento' }).click();
      const form = page.getByRole('form', { name: 'Pagamento com Pix com vencimento' });
      await expect(form.getByRole('textbox', { name: 'Vencimento', exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(form.getByText(/^Depois do vencimento: multa de 2%/)).toBeVisible();
    } else {
      await page.getByRole('tab', { name: 'Cartão de crédito' }).click();
      await expect(page.getByRole('form', { name: 'Pagamento com cartão' })).toBeVisible();
    }
  };
}

/** The demo creator's seeded pending proposal on "Campanha de Primavera", with its conversation shown. */
async function openSeededJob(page: Page): Promise<void> {
  await visit('/trabalhos', 'Trabalhos')(page);
  const pending = page.getByRole('listitem').filter({ hasText: 'Aguardando resposta' }).filter({ hasText: 'Campanha de Primavera' });
  await pending.getByRole('link', { name: /^Abrir / }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campanha de Primavera' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Mensagens' }).getByTestId('chat-message').first()).toBeVisible();
}

/** The app's dialogs, open. */
const DIALOGS: readonly Stop[] = [
  {
    name: 'sending proposals from a project',
    as: 'brand',
    open: async (page) => {
      await visit('/projetos', 'Projetos')(page);
      await page.getByRole('link', { name: 'Verão com a Marca Demo' }).click();
      await page.getByRole('button', { name: 'Enviar propostas' }).click();
      await expect(page.getByRole('dialog', { name: 'Enviar propostas' }).getByRole('checkbox').first()).toBeAttached();
    },
  },
  {
    name: 'rejecting a proposal, with its optional reason',
    as: 'creator',
    open: async (page) => {
      await openSeededJob(page);
      await page.getByRole('button', { name: 'Recusar', exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: 'Recusar esta proposta?' })).toBeVisible();
    },
  },
  {
    name: 'search overlay, tag mode with a section open',
    as: 'brand',
    open: async (page) => {
      await visit('/home', /^Olá, /)(page);
      const overlay = await openSearchFromHeader(page);
      await expect(modeButton(overlay, 'Tags')).toHaveAttribute('aria-pressed', 'true');
      await overlay.getByRole('button', { name: 'Categorias', exact: true }).click();
      await expect(overlay.getByRole('button', { pressed: false }).nth(3)).toBeVisible();
    },
  },
  {
    name: 'search overlay, text mode with suggestions',
    as: 'brand',
    open: async (page) => {
      await visit('/home', /^Olá, /)(page);
      const overlay = await openSearchFromHeader(page);
      await searchBox(overlay).fill('sa');
      await expect(modeButton(overlay, 'Texto')).toHaveAttribute('aria-pressed', 'true');
      await expect(suggestionGroup(overlay, 'Locais')).toBeVisible();
    },
  },
  {
    name: "the briefing's calendar, open",
    as: 'brand',
    open: async (page) => {
      await openDemoDraftAt('Briefing')(page);
      await page.getByRole('button', { name: 'Abrir o calendário: Data de início' }).click();
      await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
    },
  },
  {
    // Only opened and ticked, never confirmed: the demo account must stay for the other stops.
    name: 'deleting one\'s account, its confirmation ticked',
    as: 'creator',
    open: async (page) => {
      await visit('/privacidade', 'Política de Privacidade')(page);
      await page.getByRole('region', { name: 'Excluir minha conta', exact: true }).getByRole('button', { name: 'Excluir minha conta' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta para sempre?' });
      await dialog.getByText('Entendo que a exclusão é definitiva').click();
      await expect(dialog.getByRole('button', { name: 'Excluir minha conta' })).toBeEnabled();
    },
  },
  {
    name: 'account menu',
    as: 'brand',
    open: async (page) => {
      await visit('/home', /^Olá, /)(page);
      await page.getByRole('button', { name: 'Minha conta' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    },
  },
];

test('every page of the router has a stop in the walk', () => {
  const missing = SCREEN_PATHS.filter((path) => (PAGES[path] as readonly Stop[] | undefined)?.length === undefined || PAGES[path].length === 0);
  const unknown = Object.keys(PAGES).filter((path) => !(SCREEN_PATHS as readonly string[]).includes(path));
  expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
});

const STOPS: readonly (Stop & { readonly label: string })[] = [
  ...Object.entries(PAGES).flatMap(([path, stops]) => stops.map((stop) => ({ ...stop, label: `${path} (${stop.name})` }))),
  ...DIALOGS.map((dialog) => ({ ...dialog, label: `dialog: ${dialog.name}` })),
];

// Each account's stops share a browser context per worker, each on a page of its own (see
// support/account-pages.ts): the walk looks, it does not sign in or out.
for (const stop of STOPS) {
  test(`${stop.label} has no axe violations`, async ({ pageAs }) => {
    const page = await pageAs(stop.as, { ownContext: stop.ownContext === true });
    const cspViolations = await recordCspViolations(page);
    await stop.open(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await englishOnPage(page)).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
}
