import { Box, HStack, Text } from '@chakra-ui/react';
import type { ProfileCompletion } from '@publi/domain';
import { CompleteNote, CompletionProgress } from './completion-progress.js';
import type { EditorSection } from './editor-sections.js';
import { missingItems } from './missing-items.js';
import { MissingList } from './missing-list.js';
import { SectionNav } from './section-nav.js';

/**
 * Phones (390 px): the meter as a compact bar that sticks under the header, what is missing
 * behind a disclosure, and the sections as a row that scrolls sideways.
 */
export function CompletionBar({ sections, current, completion }: {
  readonly sections: readonly EditorSection[]; readonly current: string; readonly completion: ProfileCompletion | null;
}) {
  const missing = completion === null ? [] : missingItems(completion);
  return (
    // A fragment: the bar sticks within the page's column, not within a wrapper of its own.
    <>
      {completion !== null && (
        <Box as="aside" aria-label="Seu progresso" position="sticky" top="16" zIndex="docked" bg="bg" borderBottomWidth="1px" py="3" mx="-4" px="4">
          <HStack gap="3" align="flex-end">
            <CompletionProgress percent={completion.percent} />
          </HStack>
          {missing.length === 0 ? <CompleteNote /> : (
            <details>
              <Text as="summary" fontSize="sm" mt="2" cursor="pointer" color="secondary.fg" fontWeight="medium">
                O que falta ({missing.length})
              </Text>
              <Box mt="2" maxH="40dvh" overflowY="auto">
                <MissingList items={missing} />
              </Box>
            </details>
          )}
        </Box>
      )}
      <SectionNav sections={sections} current={current} completion={completion} layout="row" />
    </>
  );
}
