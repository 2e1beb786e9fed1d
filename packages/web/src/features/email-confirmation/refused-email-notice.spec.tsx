import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator, aSignedUpAccount } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { RefusedEmailNotice } from './refused-email-notice.js';

describe('the refused-address notice', { timeout: 20_000 }, () => {
  it('tells a creator the address was refused and leads to the e-mail field', async () => {
    const world = aTestWorld();
    const ana = await aSignedInCreator(world, { name: 'Ana Silva' });
    world.accounts.refuseEmail(ana.externalId, '2026-03-01T12:00:00.000Z');
    await world.stores.session.loadSignedInAccount();
    renderWithStores(<RefusedEmailNotice />, { world });
    expect(screen.getByRole('region', { name: 'E-mails não entregues' })).toHaveTextContent(
      'Não conseguimos entregar e-mails para ana-silva@exemplo.com.br: o servidor de e-mail recusou o endereço. Confira seu e-mail em Perfil.',
    );
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/perfil/meu-perfil#campo-email');
  });

  it('shows nothing while the address is delivered, nor to a visitor', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    const { unmount } = renderWithStores(<RefusedEmailNotice />, { world });
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    await aSignedUpAccount(world, 'brand', 'Rita Gomes', 'rita@exemplo.com.br');
    renderWithStores(<RefusedEmailNotice />, { world });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
