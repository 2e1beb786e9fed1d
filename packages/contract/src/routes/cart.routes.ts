import { defineRoute } from '../route-contract.js';
import { cartOwnerBodySchema, cartSchema, setCartCreatorsBodySchema } from '../schemas/cart.schema.js';

const tag = 'Cart';

// SPEC section 8: cart creation and retrieval without a user_id fail with "user_id required".
const userIdRequired = { user_id: 'CART.USER_ID_REQUIRED' } as const;

/**
 * A brand's cart of creators. `user_id` is the account's `external_id` and must be the
 * token's (`USER.EXTERNAL_ID_MISMATCH` otherwise): a brand reaches only its own cart.
 */
export const cartRoutes = {
  createCart: defineRoute({
    method: 'POST',
    path: '/project/create_cart',
    auth: 'required',
    summary: 'Cria o carrinho da conta (201), ou devolve o que já existe (200).',
    tag,
    body: cartOwnerBodySchema,
    response: cartSchema,
    successStatus: 201,
    alternateSuccessStatus: 200,
    requiredFieldCodes: userIdRequired,
    errors: ['CART.USER_ID_REQUIRED', 'USER.EXTERNAL_ID_MISMATCH', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  getCart: defineRoute({
    method: 'POST',
    path: '/project/get_creators_cart',
    auth: 'required',
    summary: 'Lê o carrinho da conta com o card de cada criador.',
    tag,
    body: cartOwnerBodySchema,
    response: cartSchema,
    requiredFieldCodes: userIdRequired,
    errors: ['CART.USER_ID_REQUIRED', 'CART.NOT_FOUND', 'USER.EXTERNAL_ID_MISMATCH'],
  }),
  setCartCreators: defineRoute({
    method: 'POST',
    path: '/project/insert_creators_cart',
    auth: 'required',
    summary: 'Define a entrega de um criador (objeto) ou substitui o carrinho inteiro (lista).',
    tag,
    body: setCartCreatorsBodySchema,
    response: cartSchema,
    errors: ['CART.CREATOR_NOT_FOUND', 'USER.EXTERNAL_ID_MISMATCH', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
};
