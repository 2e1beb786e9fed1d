import type { CreatorCard } from '@publi/application';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a creator's cart button needs from the cart. Shared UI never imports a store (a
 * dependency rule checks it), so it states its need here and the shell hands the cart store in.
 */
export interface CartToggle {
  has(creatorId: number): boolean;
  isPending(creatorId: number): boolean;
  /** Adds or removes the creator; resolves to a pt-BR error message, or `null` on success. */
  toggle(creator: CreatorCard): Promise<string | null>;
}

const CartToggleContext = createContext<CartToggle | null>(null);

/** Hands the cart to every cart button below. */
export function CartToggleProvider({ cart, children }: { readonly cart: CartToggle; readonly children: ReactNode }) {
  return <CartToggleContext.Provider value={cart}>{children}</CartToggleContext.Provider>;
}

/** The cart; only valid under {@link CartToggleProvider}. */
export function useCartToggle(): CartToggle {
  const cart = useContext(CartToggleContext);
  if (cart === null) throw new Error('useCartToggle needs a CartToggleProvider above it');
  return cart;
}
