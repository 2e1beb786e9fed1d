import { Badge } from '@chakra-ui/react';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@publi/domain';

const PALETTE: Record<ProjectStatus, string> = {
  Draft: 'gray',
  'Send briefing': 'blue',
  'In progress': 'orange',
  Completed: 'green',
  Cancelled: 'red',
};

/** A project's status in pt-BR ("Rascunho", "Briefing enviado"...). */
export function ProjectStatusBadge({ status }: { readonly status: ProjectStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
