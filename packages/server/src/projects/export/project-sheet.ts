import { PROJECT_STATUS_LABELS, projectTypeLabel } from '@publi/domain';
import type { ProjectView } from '../project-view.js';
import type { ExportColumn, ExportSheet } from './export-sheet.js';

const COLUMNS: readonly ExportColumn[] = [
  { header: 'Projeto', kind: 'text', width: 32 },
  { header: 'Status', kind: 'text', width: 16 },
  { header: 'Tipo', kind: 'text', width: 12 },
  { header: 'Criador', kind: 'text', width: 28 },
  { header: 'Perfil', kind: 'text', width: 22 },
  { header: 'Stories', kind: 'int' },
  { header: 'Feed', kind: 'int' },
  { header: 'TikTok', kind: 'int' },
  { header: 'Valor das entregas', kind: 'money', width: 18 },
  { header: 'Opções por criador', kind: 'money', width: 18 },
  { header: 'Total do criador', kind: 'money', width: 18 },
  { header: 'Início', kind: 'date' },
  { header: 'Término', kind: 'date' },
];

/**
 * A project as a table: one row per creator, with their delivery, its cost at their prices,
 * the options (once per creator) and the creator's total; a project without creators is one
 * row of its own, so it still shows.
 */
export function projectSheet({ project, creators, options }: ProjectView): ExportSheet {
  const optionsPerCreator = options.reduce((sum, option) => sum + option.priceCentavos, 0);
  const head = [project.name, PROJECT_STATUS_LABELS[project.status], project.projectType === null ? null : projectTypeLabel(project.projectType)];
  const dates = [project.startDate, project.endDate];
  const rows =
    creators.length === 0
      ? [[...head, null, null, null, null, null, null, null, null, ...dates]]
      : creators.map(({ card, delivery, amountCentavos }) => {
          const network = card.socialNetworks[0];
          return [
            ...head,
            card.name,
            // Without the @: a cell starting with @ would be escaped as a formula.
            network === undefined ? null : `${network.name}: ${network.username}`,
            delivery.stories,
            delivery.feed,
            delivery.tiktok,
            amountCentavos,
            optionsPerCreator,
            amountCentavos + optionsPerCreator,
            ...dates,
          ];
        });
  return { title: project.name, columns: COLUMNS, rows };
}
