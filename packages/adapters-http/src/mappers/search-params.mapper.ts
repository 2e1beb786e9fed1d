import type { creatorSearchParamsSchema } from '@publi/contract';
import type { CreatorSearchParams } from '@publi/domain';
import type { z } from 'zod';

/** The domain's search filters in the spec's wire names (`min_court_hearing`, `categories_ids`...), as a request sends them. */
export function searchParamsToWire(params: CreatorSearchParams): z.input<typeof creatorSearchParamsSchema> {
  return {
    min_court_hearing: params.audienceMin,
    max_court_hearing: params.audienceMax,
    min_engagement: params.engagementMin,
    max_engagement: params.engagementMax,
    cities: [...params.cities],
    states: [...params.states],
    categories_ids: [...params.categoryIds],
  };
}
