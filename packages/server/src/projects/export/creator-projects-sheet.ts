import type { ExportColumn, ExportSheet } from './export-sheet.js';

/** A project in which a creator has a proposal or a contract, as the creator's export lists it. */
export interface CreatorProjectRow {
  readonly projectName: string;
  readonly brandName: string;
  readonly statusLabel: string;
  readonly typeLabel: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly amountCentavos: number;
}

const COLUMNS: readonly ExportColumn[] = [
  { header: 'Projeto', kind: 'text', width: 32 },
  { header: 'Marca', kind: 'text', width: 28 },
  { header: 'Status', kind: 'text', width: 16 },
  { header: 'Tipo', kind: 'text', width: 12 },
  { header: 'Início', kind: 'date' },
  { header: 'Término', kind: 'date' },
  { header: 'Valor', kind: 'money', width: 16 },
];

/** A creator's projects as a table, one row per project. */
export function creatorProjectsSheet(creatorName: string, rows: readonly CreatorProjectRow[]): ExportSheet {
  return {
    title: `Projetos de ${creatorName}`,
    columns: COLUMNS,
    rows: rows.map((row) => [row.projectName, row.brandName, row.statusLabel, row.typeLabel, row.startDate, row.endDate, row.amountCentavos]),
  };
}
