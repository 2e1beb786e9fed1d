import { Heading, type HeadingProps } from '@chakra-ui/react';

/** The overlay's accessible name, also its visible title. */
export const OVERLAY_TITLE = 'Buscar criadores';

/** The overlay's title; the dialog and the sheet pass their Title props through `asChild`. */
export function OverlayHeading(props: HeadingProps) {
  return (
    <Heading as="h2" size="md" {...props}>
      {OVERLAY_TITLE}
    </Heading>
  );
}
