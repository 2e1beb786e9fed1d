import type { CreatorCard as CreatorCardModel } from '@publi/application';
import { SimpleGrid } from '@chakra-ui/react';
import { CreatorCard } from './creator-card.js';
import { CreatorCardSkeleton } from './creator-card-skeleton.js';

// The cards a phone shows before scrolling (one column) and the first row on wider screens
// start their pictures at once; the rest wait until they come near the screen.
const EAGER_CARDS = 2;

/** Creator cards in a responsive grid (1 column on phones, up to 4 on desktop); skeletons while loading. */
export function CreatorGrid({
  creators,
  loading = false,
  skeletons = 8,
  label,
  headingLevel = 'h2',
}: {
  readonly creators: readonly CreatorCardModel[];
  readonly loading?: boolean;
  readonly skeletons?: number;
  readonly label: string;
  readonly headingLevel?: 'h2' | 'h3';
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={{ base: '4', md: '5' }} aria-label={label} aria-busy={loading}>
      {loading
        ? Array.from({ length: skeletons }, (_, index) => (
            <li key={index}><CreatorCardSkeleton /></li>
          ))
        : creators.map((creator, index) => (
            <li key={creator.id}><CreatorCard creator={creator} headingLevel={headingLevel} eager={index < EAGER_CARDS} /></li>
          ))}
    </SimpleGrid>
  );
}
