import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ProfileCompletion } from '@publi/domain';
import { CompleteNote, CompletionProgress } from './completion-progress.js';
import type { EditorSection } from './editor-sections.js';
import { missingItems } from './missing-items.js';
import { MissingList } from './missing-list.js';
import { SectionNav } from './section-nav.js';

/** Desktop: the sections and the meter in a column that stays in view while the form scrolls. */
export function CompletionSidebar({ sections, current, completion }: {
  readonly sections: readonly EditorSection[]; readonly current: string; readonly completion: ProfileCompletion | null;
}) {
  const missing = completion === null ? [] : missingItems(completion);
  return (
    <Stack as="aside" aria-label="Seu progresso" gap="5" position="sticky" top="24" alignSelf="flex-start">
      {completion !== null && (
        <Card.Root variant="outline" borderRadius="2xl">
          <Card.Body gap="4">
            <CompletionProgress percent={completion.percent} />
            {missing.length === 0 ? <CompleteNote /> : (
              <Stack gap="2">
                <Heading as="h2" size="sm">O que falta</Heading>
                <MissingList items={missing} />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      )}
      <SectionNav sections={sections} current={current} completion={completion} layout="column" />
      {completion === null && <Text fontSize="sm" color="fg.muted">Cada seção tem seu próprio botão de salvar.</Text>}
    </Stack>
  );
}
