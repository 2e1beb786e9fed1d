import { expect, test } from '@playwright/test';
import { englishOnPage } from '../support/english-scan.js';

// The scan the accessibility walk runs at every stop, on pages written here: it must find the
// English of untranslated components wherever a person meets it, and nothing else.

test('finds English in visible text, names, descriptions and the title', async ({ page }) => {
  await page.setContent(`
    <title>Page not found</title>
    <main>
      <h1>Criadores</h1>
      <button aria-label="Close"><svg aria-hidden="true"></svg></button>
      <nav aria-label="pagination"><a href="#">Próxima</a><span aria-roledescription="calendar month">1</span></nav>
      <input placeholder="Search..." aria-labelledby="rotulo"><span id="rotulo">Nome</span>
      <img alt="Foto de Ana" src="data:,"><p>Loading</p>
    </main>`);
  expect(await englishOnPage(page)).toEqual([
    '"Page not found" (the document title): page, not, found',
    '"Loading" (text of <p>): loading',
    '"Close" (aria-label of <button>): close',
    '"pagination" (aria-label of <nav>): pagination',
    '"calendar month" (aria-roledescription of <span>): calendar, month',
    '"Search..." (placeholder of <input>): search',
  ]);
});

test('finds nothing in a pt-BR page, nor in what nobody sees or hears', async ({ page }) => {
  await page.setContent(`
    <title>Criadores | Publi</title>
    <main>
      <h1>Página não encontrada</h1>
      <button aria-label="Fechar busca">×</button>
      <p hidden>Loading</p>
      <p style="display: none">Close</p>
      <div aria-hidden="true" aria-label="Dismiss"></div>
      <script>const next = 'page';</script>
      <p>Palmas, TO · Informe o user_id.</p>
    </main>`);
  expect(await englishOnPage(page)).toEqual([]);
});

test("leaves people's words alone, also where a label quotes them", async ({ page }) => {
  await page.setContent(`
    <title>Criadores | Publi</title>
    <main>
      <h1 translate="no">Close Friends Studio</h1>
      <p>Marca: <span translate="no">Next Level</span></p>
      <button aria-label="Desvincular Close Friends Studio">Desvincular</button>
      <button aria-label="Dismiss Next Level">×</button>
    </main>`);
  expect(await englishOnPage(page)).toEqual(['"Dismiss Next Level" (aria-label of <button>): dismiss']);
});
