import type { CreatorCard } from '@publi/application';
import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { toaster } from '../toaster.js';
import { useCartToggle } from './cart-toggle.context.js';

/**
 * Adds the creator to the cart or takes them out; a failure is toasted in pt-BR. While the cart
 * answers, the button says it is busy (`aria-disabled`, a spinner) and ignores presses, but is
 * never `disabled`: a disabled button drops the keyboard focus to the page's start.
 */
export const CartToggleButton = observer(function CartToggleButton({
  creator,
  inCartLabel = 'Remover do carrinho',
  ...props
}: { readonly creator: CreatorCard; readonly inCartLabel?: string } & Omit<ButtonProps, 'onClick'>) {
  const cart = useCartToggle();
  const inCart = cart.has(creator.id);
  const pending = cart.isPending(creator.id);
  const toggle = async () => {
    const error = await cart.toggle(creator);
    if (error !== null) toaster.create({ type: 'error', title: error });
  };
  return (
    <Button
      colorPalette="secondary"
      variant={inCart ? 'outline' : 'solid'}
      aria-pressed={inCart}
      aria-disabled={pending}
      aria-busy={pending}
      onClick={() => { if (!pending) void toggle(); }}
      {...props}
    >
      {pending && <Spinner size="xs" aria-hidden="true" />}
      {inCart ? inCartLabel : 'Adicionar ao carrinho'}
    </Button>
  );
});
