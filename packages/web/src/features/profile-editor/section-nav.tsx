import { Badge, Box, HStack, Link, List } from '@chakra-ui/react';
import type { ProfileCompletion } from '@publi/domain';
import { NavLink } from 'react-router-dom';
import type { EditorSection } from './editor-sections.js';

function stateOf(section: EditorSection, completion: ProfileCompletion | null): number | null {
  if (completion === null || section.completionKey === null) return null;
  return completion.sections.find((candidate) => candidate.key === section.completionKey)?.percent ?? null;
}

/** The sections as links, each with how complete it is; `row` scrolls sideways on phones. */
export function SectionNav({ sections, current, completion, layout }: {
  readonly sections: readonly EditorSection[]; readonly current: string; readonly completion: ProfileCompletion | null; readonly layout: 'column' | 'row';
}) {
  return (
    <Box as="nav" aria-label="Seções do perfil" overflowX={layout === 'row' ? 'auto' : undefined}>
      <List.Root variant="plain" display="flex" flexDirection={layout} gap="1" whiteSpace={layout === 'row' ? 'nowrap' : undefined}>
        {sections.map((section) => {
          const percent = stateOf(section, completion);
          const active = section.slug === current;
          return (
            <List.Item key={section.slug}>
              <Link
                asChild
                display="flex"
                px="3"
                py="2"
                borderRadius="lg"
                width="full"
                bg={active ? 'bg.muted' : undefined}
                fontWeight={active ? 'semibold' : 'normal'}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <NavLink to={`/perfil/${section.slug}`} aria-current={active ? 'page' : undefined}>
                  <HStack justify="space-between" width="full" gap="3">
                    <span>{section.label}</span>
                    {percent !== null && (
                      <Badge colorPalette={percent === 100 ? 'success' : 'gray'} variant="subtle">
                        {percent === 100 ? 'Completo' : `${String(percent)}%`}
                      </Badge>
                    )}
                  </HStack>
                </NavLink>
              </Link>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
