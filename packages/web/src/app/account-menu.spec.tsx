import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../testing/render-with-stores.js';
import { AccountMenu } from './account-menu.js';

/** The header's use: a click kept while the menu loaded, and a sign-out and sign-in on the same page. */
function HeaderLike() {
  const [signedIn, setSignedIn] = useState(true);
  const [asked, setAsked] = useState(true);
  return (
    <>
      <button type="button" onClick={() => { setSignedIn(!signedIn); }}>Alternar sessão</button>
      {signedIn && <AccountMenu openAtOnce={asked} onMounted={() => { setAsked(false); }} />}
    </>
  );
}

describe('AccountMenu', { timeout: 20_000 }, () => {
  it('opens at once for a click kept while it loaded, stays open once the header forgets it, and starts closed after signing in again', async () => {
    renderWithStores(<HeaderLike />);
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Alternar sessão', hidden: true });
    fireEvent.click(toggle);
    expect(screen.queryByRole('menuitem', { name: 'Sair', hidden: true })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /^Minha conta/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: 'Sair' })).toBeNull();
  });
});
