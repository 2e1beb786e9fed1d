import { Card, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The shape of a creator card while results load. */
export function CreatorCardSkeleton() {
  return (
    <Card.Root overflow="hidden" size="sm" aria-hidden="true">
      <Skeleton aspectRatio={{ base: 2, sm: 4 / 3 }} borderRadius="0" />
      <Card.Body gap="3">
        <Stack gap="2">
          <Skeleton height="5" width="70%" />
          <Skeleton height="4" width="40%" />
        </Stack>
        <SkeletonText noOfLines={2} />
        <Skeleton height="12" />
        <Skeleton height="8" />
      </Card.Body>
    </Card.Root>
  );
}
