import type { Earnings, EarningsPort } from '@publi/application';
import { payoutsRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { earningsFromWire } from './mappers/payment.mapper.js';
import { requestApi } from './request-api.js';

/** {@link EarningsPort} over `GET /earnings` and `POST /payouts`. */
export class AxiosEarningsAdapter implements EarningsPort {
  constructor(private readonly client: AxiosInstance) {}

  async earnings(creatorId?: number): Promise<Earnings> {
    return earningsFromWire(await requestApi(this.client, payoutsRoutes.getEarnings, { query: creatorId === undefined ? {} : { creator_id: creatorId } }));
  }

  async requestPayout(): Promise<Earnings> {
    return earningsFromWire(await requestApi(this.client, payoutsRoutes.requestPayout, { body: {} }));
  }
}
