import type { AxiosInstance } from 'axios';
import type { CartPort } from '@publi/application';
import { cartRoutes, type CartWire } from '@publi/contract';
import type { Cart, CartDelivery } from '@publi/domain';
import { requestApi } from './request-api.js';

/**
 * {@link CartPort} over `/project/*_cart`. The wire cart's creator cards are left out: the
 * domain's cart holds deliveries, and the cards come from the search.
 */
export class AxiosCartAdapter implements CartPort {
  constructor(private readonly client: AxiosInstance) {}

  async create(userId: string): Promise<Cart> {
    return cartFromWire(await requestApi(this.client, cartRoutes.createCart, { body: { user_id: userId } }));
  }

  async get(userId: string): Promise<Cart> {
    return cartFromWire(await requestApi(this.client, cartRoutes.getCart, { body: { user_id: userId } }));
  }

  async setDelivery(delivery: CartDelivery): Promise<Cart> {
    return cartFromWire(await requestApi(this.client, cartRoutes.setCartCreators, { body: { creators: deliveryToWire(delivery) } }));
  }

  async replace(deliveries: readonly CartDelivery[]): Promise<Cart> {
    return cartFromWire(await requestApi(this.client, cartRoutes.setCartCreators, { body: { creators: deliveries.map(deliveryToWire) } }));
  }
}

function deliveryToWire(delivery: CartDelivery): Record<string, number> {
  return { creator_id: delivery.creatorId, stories: delivery.stories, feed: delivery.feed, tiktok: delivery.tiktok };
}

function cartFromWire(wire: CartWire): Cart {
  return {
    userId: wire.user_id,
    creators: wire.creators.map((item) => ({ creatorId: item.creator_id, stories: item.stories, feed: item.feed, tiktok: item.tiktok })),
  };
}
