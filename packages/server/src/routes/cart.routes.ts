import { ROUTES } from '@publi/contract';
import { cartDeliveryFromWire } from '../cart/cart-from-wire.js';
import { CartService } from '../cart/cart.service.js';
import { ownExternalId } from '../cart/own-external-id.js';
import { toCartWire } from '../cart/to-cart-wire.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * The cart routes: `create_cart`, `get_creators_cart` and `insert_creators_cart`, always on
 * the caller's own cart. A missing `user_id` answers `CART.USER_ID_REQUIRED` through the
 * contract's `requiredFieldCodes`, which the route layer's validation honours. Decisions are
 * in the README, "Cart and uploads: decisions".
 */
export const registerCartRoutes: AreaRoutes = (route, deps) => {
  const carts = new CartService(deps);

  // 201 with a new cart, 200 with the one that already existed.
  route(ROUTES.createCart, async ({ body, identity, setStatus }) => {
    const { view, created } = await carts.create(ownExternalId(identity, body.user_id));
    if (!created) setStatus(200);
    return toCartWire(view);
  });

  route(ROUTES.getCart, async ({ body, identity }) => toCartWire(await carts.get(ownExternalId(identity, body.user_id))));

  route(ROUTES.setCartCreators, async ({ body, identity }) => {
    const externalId = ownExternalId(identity, body.user_id);
    const change = Array.isArray(body.creators) ? body.creators.map(cartDeliveryFromWire) : cartDeliveryFromWire(body.creators);
    return toCartWire(await carts.setCreators(externalId, change));
  });
};
