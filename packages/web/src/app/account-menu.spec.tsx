import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../testing/render-with-stores.js';
import { AccountMenu } from './account-menu.js';
import { RUNTIME_CONFIG_ELEMENT_ID } from './runtime-config.js';

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

  it('offers "E-mails da demo" in demo mode only', async () => {
    const { unmount } = renderWithStores(<AccountMenu openAtOnce />);
    expect(await screen.findByRole('menuitem', { name: 'E-mails da demo' })).toBeVisible();
    unmount();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify({ apiBaseUrl: '/api', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, authEmulatorHost: null, demoLogins: [], mode: 'production' });
    document.head.append(block);
    try {
      renderWithStores(<AccountMenu openAtOnce />);
      expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeVisible();
      expect(screen.queryByRole('menuitem', { name: 'E-mails da demo' })).toBeNull();
    } finally {
      block.remove();
    }
  });
});
