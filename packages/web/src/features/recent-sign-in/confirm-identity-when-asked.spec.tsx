import { ApplicationError } from '@publi/application';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED } from '../../stores/recent-sign-in.store.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { ConfirmIdentityWhenAsked } from './confirm-identity-when-asked.js';

const refusedOnce = () => {
  let refused = false;
  return () => {
    if (refused) return Promise.resolve('feito');
    refused = true;
    return Promise.reject(new ApplicationError(RECENT_SIGN_IN_REQUIRED, 'Por segurança, confirme sua senha para continuar.'));
  };
};

describe('"Confirme que é você" when the server asks', { timeout: 20_000 }, () => {
  it('renders nothing until asked, then the dialog, and gives the focus back to what started the action', async () => {
    const world = aTestWorld();
    renderWithStores(
      <>
        <button type="button">Salvar</button>
        <ConfirmIdentityWhenAsked />
      </>,
      { world },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const save = screen.getByRole('button', { name: 'Salvar' });
    save.focus();

    const action = world.stores.recentSignIn.guard(refusedOnce());
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que é você' });
    expect(dialog).toBeVisible();

    const refused = expect(action).rejects.toThrow('Por segurança');
    await userEvent.keyboard('{Escape}');
    await refused;
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(save);
    });
  });
});
