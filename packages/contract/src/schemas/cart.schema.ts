import { z } from 'zod';
import { creatorCardSchema } from './creator-card.schema.js';
import { missingOr } from './field-messages.js';
import { idField, intField } from './number-fields.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { externalIdField } from './user-fields.schema.js';
import { wireCount, wireDateTime, wireId } from './wire-values.schema.js';

/** Most pieces of one format a brand may ask from one creator, and most creators in a cart. */
export const CART_LIMITS = { piecesPerFormat: 50, creators: 200 } as const;

const pieces = (label: string) => intField({ label, min: 0, max: CART_LIMITS.piecesPerFormat }).default(0);

/**
 * What a brand asks from one creator. A format left out is 0 pieces, but a delivery of
 * nothing at all is refused: to drop a creator, send the cart without them.
 */
export const cartDeliveryBodySchema = strictRequest({
  creator_id: idField('o id do criador'),
  stories: pieces('o número de stories'),
  feed: pieces('o número de posts no feed'),
  tiktok: pieces('o número de vídeos no TikTok'),
}).refine((delivery) => delivery.stories + delivery.feed + delivery.tiktok > 0, {
  error: 'Peça pelo menos uma entrega: stories, feed ou TikTok.',
});

/** @see cartDeliveryBodySchema */
export type CartDeliveryBodyWire = z.infer<typeof cartDeliveryBodySchema>;

/**
 * The cart's owner: the account's `external_id` (SPEC: user_id). Its absence answers
 * `CART.USER_ID_REQUIRED` (see the cart routes' `requiredFieldCodes`), whose message is this one.
 */
const userIdField = externalIdField('o user_id');

/** `POST /project/create_cart` and `POST /project/get_creators_cart`. */
export const cartOwnerBodySchema = strictRequest({ user_id: userIdField });

/** @see cartOwnerBodySchema */
export type CartOwnerBodyWire = z.infer<typeof cartOwnerBodySchema>;

/**
 * `POST /project/insert_creators_cart` (SPEC section 4): one delivery sets that creator's,
 * replacing an earlier one; a list replaces the whole cart (a creator named twice: the last
 * delivery wins, as the domain's `replaceCart` does). `user_id` may be left out: the cart is
 * the signed-in account's.
 */
export const setCartCreatorsBodySchema = strictRequest({
  user_id: userIdField.optional(),
  creators: z.union([cartDeliveryBodySchema, z.array(cartDeliveryBodySchema).max(CART_LIMITS.creators, { error: `Um carrinho pode ter no máximo ${CART_LIMITS.creators} criadores.` })], {
    error: missingOr('os criadores', 'Envie uma entrega ou uma lista de entregas em creators.'),
  }),
});

/** @see setCartCreatorsBodySchema */
export type SetCartCreatorsBodyWire = z.infer<typeof setCartCreatorsBodySchema>;

const count = wireCount.max(CART_LIMITS.piecesPerFormat);

/** One creator in a cart: the delivery asked and the creator's card. */
export const cartCreatorSchema = z.object({ creator_id: wireId, stories: count, feed: count, tiktok: count, creator: creatorCardSchema });

/** @see cartCreatorSchema */
export type CartCreatorWire = z.infer<typeof cartCreatorSchema>;

/** A brand's cart: one delivery per creator, in the order they were added. */
export const cartSchema = z.object({ user_id: z.string(), creators: z.array(cartCreatorSchema), updated_at: wireDateTime });

/** @see cartSchema */
export type CartWire = z.infer<typeof cartSchema>;
