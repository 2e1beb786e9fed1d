import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BusyButton } from './busy-button.js';
import { system } from './theme/system.js';

/** A form whose one request the test releases, so the busy moment can be looked at. */
function SavingForm({ sends }: { readonly sends: (release: () => void) => void }) {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        sends(() => { setBusy(false); setSaved((count) => count + 1); });
      }}
    >
      <input aria-label="Nome" />
      <BusyButton type="submit" busy={busy} busyText="Salvando…">Salvar e continuar</BusyButton>
      <p>{saved} salvo(s)</p>
    </form>
  );
}

describe('BusyButton', { timeout: 20_000 }, () => {
  it('keeps the keyboard focus while its request runs, says it is busy, and ignores presses and Enter in the form meanwhile', async () => {
    const releases: (() => void)[] = [];
    render(<ChakraProvider value={system}><SavingForm sends={(release) => { releases.push(release); }} /></ChakraProvider>);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Salvar e continuar' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(releases).toHaveLength(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toBe('Salvando…');
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('textbox', { name: 'Nome' }));
    await user.keyboard('{Enter}');
    expect(releases).toHaveLength(1);
    releases[0]?.();
    await screen.findByText('1 salvo(s)');
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(button.textContent).toBe('Salvar e continuar');
  });

  it('locked, it is announced as unavailable, stays reachable by Tab and does nothing when pressed', async () => {
    let presses = 0;
    render(<ChakraProvider value={system}><BusyButton busy={false} locked onClick={() => { presses += 1; }}>Enviar</BusyButton></ChakraProvider>);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('false');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(presses).toBe(0);
    expect(document.activeElement).toBe(button);
  });
});
