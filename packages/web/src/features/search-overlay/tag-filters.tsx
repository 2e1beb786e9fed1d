import { Stack } from '@chakra-ui/react';
import { AudienceFilter } from './audience-filter.js';
import { CategoryFilter } from './category-filter.js';
import { EngagementFilter } from './engagement-filter.js';
import { LocationFilter } from './location-filter.js';

/** Tag mode: the four collapsible sections (SPEC 2). */
export function TagFilters() {
  return (
    <Stack gap="2">
      <CategoryFilter />
      <AudienceFilter />
      <EngagementFilter />
      <LocationFilter />
    </Stack>
  );
}
