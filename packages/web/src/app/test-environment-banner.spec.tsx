import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '../testing/render-with-stores.js';
import { aTestWorld } from '../testing/test-container.js';
import { appRoutes } from './router.js';

function openAt(path: string, testEnvironment: boolean) {
  const world = aTestWorld({ testEnvironment });
  renderRouter(createMemoryRouter(appRoutes(world.stores), { initialEntries: [path] }), world);
}

describe('the test environment notice', { timeout: 20_000 }, () => {
  it.each(['/entrar', '/privacidade', '/um-endereco-qualquer'])('tops %s, as every page, in a test environment: a landmark above the header', async (path) => {
    openAt(path, true);
    await screen.findByRole('heading', { level: 1 });
    const notice = screen.getByRole('complementary', { name: 'Ambiente de testes' });
    expect(notice).toHaveTextContent('Ambiente de testes: nenhum valor real é cobrado');
    // Read where it stands, never announced as news.
    expect(notice.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    const header = screen.getByRole('banner');
    expect(notice.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there where money is real, nor in the demo', async () => {
    openAt('/entrar', false);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Ambiente de testes' })).toBeNull();
    expect(document.body.textContent).not.toContain('nenhum valor real');
  });
});
