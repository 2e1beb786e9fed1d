import { formatDateTime } from '@publi/domain';
import { csvDate, csvMoney, toCsv, type ExportCell, type ExportSheet } from '../projects/export/index.js';
import { CalendarDay, type ExportValue, type PrivacyExport } from './export-record.js';

const MONEY_SUFFIX = '_centavos';
/** What an empty section says, so the person sees it was looked at. */
export const NO_RECORDS = '(nenhum registro)';

/** A field's name and value as the CSV writes them: money in reais, instants and days as in Brazil. */
export function csvField(field: string, value: ExportValue): readonly [string, string] {
  if (!field.endsWith(MONEY_SUFFIX)) return [field, csvText(value)];
  return [`${field.slice(0, -MONEY_SUFFIX.length)}_reais`, typeof value === 'number' ? csvMoney(value) : csvText(value)];
}

function csvText(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  // Excel in pt-BR reads `,` as the decimal mark.
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (value instanceof Date) return formatDateTime(value);
  if (value instanceof CalendarDay) return csvDate(value.iso);
  if (typeof value === 'string') return value;
  return value.join(' | ');
}

/**
 * The download as one CSV for Excel in pt-BR (UTF-8 with BOM, `;`): one line per field, under
 * the columns seção, registro (the record's number within its section), campo and valor, so
 * every section fits one table and a filter on "seção" shows one of them.
 */
export function privacyExportSheet(data: PrivacyExport): ExportSheet {
  const rows: (readonly ExportCell[])[] = [];
  for (const section of data.sections) {
    if (section.records.length === 0) rows.push([section.name, null, null, NO_RECORDS]);
    section.records.forEach((record, index) => {
      for (const [field, value] of Object.entries(record)) rows.push([section.name, index + 1, ...csvField(field, value)]);
    });
  }
  return {
    title: 'Meus dados',
    columns: [
      { header: 'seção', kind: 'text' },
      { header: 'registro', kind: 'int' },
      { header: 'campo', kind: 'text' },
      { header: 'valor', kind: 'text' },
    ],
    rows,
  };
}

/** The CSV's bytes. */
export function privacyExportCsv(data: PrivacyExport): Buffer {
  return toCsv(privacyExportSheet(data));
}
