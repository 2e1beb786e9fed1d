import type { ApiCall } from '../request-api.js';

/** The `?creator_id=` of a call an agent makes for a linked creator; nothing when the caller acts for themself. */
export function actingForQuery(creatorId: number | undefined): Pick<ApiCall, 'query'> {
  return creatorId === undefined ? {} : { query: { creator_id: creatorId } };
}
