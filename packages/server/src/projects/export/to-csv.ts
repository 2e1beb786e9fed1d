import { looksLikeFormula, type ExportCell, type ExportColumn, type ExportSheet } from './export-sheet.js';

// Excel in pt-BR reads `;` as the separator (`,` is the decimal mark) and UTF-8 only with a BOM.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[";\r\n]/;
const REAIS = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** Centavos as Excel in pt-BR reads money: `1.234,56`, no currency sign. */
export function csvMoney(centavos: number): string {
  return REAIS.format(centavos / 100);
}

/** A `YYYY-MM-DD` day as `dd/mm/yyyy`. */
export function csvDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function cellText(cell: ExportCell, column: ExportColumn): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return column.kind === 'money' ? csvMoney(cell) : String(cell);
  if (column.kind === 'date') return csvDate(cell);
  // A leading apostrophe makes a spreadsheet show the text instead of running it as a formula.
  return looksLikeFormula(cell) ? `'${cell}` : cell;
}

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The sheet as CSV for Excel in pt-BR: UTF-8 with BOM, `;`, CRLF, RFC 4180 quoting, formula cells escaped. */
export function toCsv(sheet: ExportSheet): Buffer {
  const header = sheet.columns.map((column) => quoted(cellText(column.header, { header: '', kind: 'text' })));
  const lines = sheet.rows.map((row) => sheet.columns.map((column, index) => quoted(cellText(row[index] ?? null, column))).join(SEPARATOR));
  return Buffer.from(BOM + [header.join(SEPARATOR), ...lines].join(LINE_END) + LINE_END, 'utf8');
}
