import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatorCard } from '@publi/application';
import { makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { aCreatorCard } from '../../testing/creator-card.builder.js';
import { system } from '../theme/system.js';
import { CartToggleButton } from './cart-toggle-button.js';
import { CartToggleProvider, type CartToggle } from './cart-toggle.context.js';

/** A cart whose answers the test releases, so the busy moment can be looked at. */
class SlowCart implements CartToggle {
  ids = new Set<number>();
  pending = new Set<number>();
  release: (() => void) | null = null;
  toggles = 0;
  constructor() { makeAutoObservable(this); }
  has(creatorId: number): boolean { return this.ids.has(creatorId); }
  isPending(creatorId: number): boolean { return this.pending.has(creatorId); }
  toggle(creator: CreatorCard): Promise<string | null> {
    this.toggles += 1;
    this.pending.add(creator.id);
    return new Promise((resolve) => {
      this.release = () => {
        this.settle(creator.id);
        resolve(null);
      };
    });
  }
  settle(creatorId: number): void {
    this.pending.delete(creatorId);
    if (this.ids.has(creatorId)) this.ids.delete(creatorId);
    else this.ids.add(creatorId);
  }
}

describe('CartToggleButton', { timeout: 20_000 }, () => {
  it('keeps the keyboard focus while the cart answers, ignores presses meanwhile, and says it is busy', async () => {
    const cart = new SlowCart();
    render(
      <ChakraProvider value={system}>
        <CartToggleProvider cart={cart}><CartToggleButton creator={aCreatorCard()} /></CartToggleProvider>
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Adicionar ao carrinho' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(cart.toggles).toBe(1);
    cart.release?.();
    await waitFor(() => { expect(button.getAttribute('aria-pressed')).toBe('true'); });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('button', { name: 'Remover do carrinho' })).toBe(button);
  });
});
