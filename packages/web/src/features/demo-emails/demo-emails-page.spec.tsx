import { ApplicationError, type DemoEmail } from '@publi/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { DemoEmailsPage } from './demo-emails-page.js';

const aMail = (overrides: Partial<Omit<DemoEmail, 'id'>> = {}): Omit<DemoEmail, 'id'> => ({
  to: 'rita@exemplo.com.br',
  subject: 'Nova proposta: Verão 2026',
  text: 'Olá, Rita! Você recebeu uma proposta.\nVeja em http://localhost/trabalhos',
  html: '<p>Olá, Rita! Você recebeu uma <strong>proposta</strong>.</p><script>parent.alert(1)</script>',
  unsubscribeUrl: 'http://localhost/api/email/unsubscribe?token=abc',
  createdAt: '2026-03-02T15:30:00.000Z',
  ...overrides,
});

async function signedIn() {
  const world = aTestWorld();
  const rita = await aSignedUpAccount(world, 'brand', 'Rita Gomes', 'rita@exemplo.com.br');
  return { world, rita };
}

describe('/demo/emails', { timeout: 30_000 }, () => {
  it('lists the mail newest first with its date on São Paulo time, and shows the newest in a frame that runs no script', async () => {
    const { world, rita } = await signedIn();
    world.email.deliver(rita.externalId, aMail({ subject: 'Pagamento confirmado', createdAt: '2026-03-01T12:05:00.000Z', unsubscribeUrl: null }));
    world.email.deliver(rita.externalId, aMail());
    renderWithStores(<DemoEmailsPage />, { path: '/demo/emails', world });
    const list = await screen.findByRole('list', { name: 'E-mails recebidos' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Nova proposta: Verão 2026Para: rita@exemplo.com.br02/03/2026 12:30',
      'Pagamento confirmadoPara: rita@exemplo.com.br01/03/2026 09:05',
    ]);
    expect(items[0]).toHaveAttribute('aria-pressed', 'true');
    const frame = screen.getByTitle('Conteúdo do e-mail: Nova proposta: Verão 2026');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<strong>proposta</strong>');
    expect(screen.getByRole('link', { name: 'http://localhost/api/email/unsubscribe?token=abc' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Texto simples' }));
    expect(await screen.findByText(/Você recebeu uma proposta\./)).toBeVisible();
    await userEvent.click(items[1] as HTMLElement);
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento confirmado' })).toBeVisible();
    expect(screen.queryByText(/Descadastro com um clique/)).toBeNull();
  });

  it('says so when there is no mail yet, after a loading state', async () => {
    const { world } = await signedIn();
    const held = holdCalls(world.email, 'listDemoEmails');
    renderWithStores(<DemoEmailsPage />, { path: '/demo/emails', world });
    expect(await screen.findByLabelText('Carregando os e-mails')).toBeVisible();
    held.release();
    expect(await screen.findByText(/^Nenhum e-mail por aqui ainda\./)).toBeVisible();
  });

  it('says in pt-BR why the mailbox could not be read, and tries again', async () => {
    const { world, rita } = await signedIn();
    world.email.refuseNext(new ApplicationError('NETWORK.UNREACHABLE'));
    world.email.deliver(rita.externalId, aMail());
    renderWithStores(<DemoEmailsPage />, { path: '/demo/emails', world });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nova proposta: Verão 2026' })).toBeVisible();
  });
});
