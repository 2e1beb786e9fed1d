import type { CreatorDetails, CreatorProfilePort } from '@publi/application';
import { creatorDetailsFromWire } from './mappers/creator.mapper.js';
import type { PublicReader } from './public-reads/public-reader.js';

/** The public half of {@link CreatorProfilePort}: a creator's profile by id or by slug. */
export type CreatorDetailsReads = Pick<CreatorProfilePort, 'getDetailsById' | 'getDetailsBySlug'>;

/** {@link CreatorDetailsReads} over `/account/creator/details?id=` and `/account/creator/slug`, through the light transport. */
export class HttpCreatorDetailsReads implements CreatorDetailsReads {
  constructor(private readonly read: PublicReader) {}

  async getDetailsById(id: number): Promise<CreatorDetails> {
    return creatorDetailsFromWire(await this.read('getCreatorDetails', { query: { id } }));
  }

  async getDetailsBySlug(slug: string): Promise<CreatorDetails> {
    return creatorDetailsFromWire(await this.read('getCreatorBySlug', { query: { slug } }));
  }
}
