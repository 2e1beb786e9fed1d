import type { Cart } from '@publi/domain';
import { ApplicationError, isApplicationError } from '../errors/application-error.js';
import type { CartPort } from '../ports/cart.port.js';

/**
 * The brand's cart, created on first use. Without a `userId` it throws
 * `CART.USER_ID_REQUIRED` before asking anything; other failures are rethrown (SPEC section 8).
 */
export class LoadCartUseCase {
  /** @param carts - the cart port. */
  constructor(private readonly carts: CartPort) {}

  /** The cart of `userId`. */
  async execute(userId: string | null | undefined): Promise<Cart> {
    if (userId == null || userId.trim() === '') throw new ApplicationError('CART.USER_ID_REQUIRED');
    try {
      return await this.carts.get(userId);
    } catch (error) {
      if (isApplicationError(error, 'CART.NOT_FOUND')) return this.carts.create(userId);
      throw error;
    }
  }
}
