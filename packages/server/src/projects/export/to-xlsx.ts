import ExcelJS from 'exceljs';
import type { ExportCell, ExportColumn, ExportSheet } from './export-sheet.js';

/** Excel's number formats for money in reais and for days. */
export const XLSX_FORMATS = { money: '"R$" #,##0.00', date: 'dd/mm/yyyy' } as const;

// A worksheet name: at most 31 characters, none of : \ / ? * [ ].
function sheetName(title: string): string {
  const cleaned = title.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31);
  return cleaned === '' ? 'Planilha' : cleaned;
}

function cellValue(cell: ExportCell, column: ExportColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  if (column.kind === 'money' && typeof cell === 'number') return cell / 100;
  if (column.kind === 'date' && typeof cell === 'string') return new Date(`${cell}T00:00:00.000Z`);
  // Text is always a plain string value, never a formula object, so `=cmd` is shown as typed.
  return cell;
}

/**
 * The sheet as a real .xlsx (exceljs): money as numbers in a BRL currency format, days as
 * dates, text as text (a cell starting with `=` stays text), and a bold header row that is
 * frozen and filtered.
 */
export async function toXlsx(sheet: ExportSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Publi';
  const worksheet = workbook.addWorksheet(sheetName(sheet.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
    ...(column.kind === 'money' || column.kind === 'date' ? { style: { numFmt: XLSX_FORMATS[column.kind] } } : {}),
  }));
  for (const row of sheet.rows) worksheet.addRow(sheet.columns.map((column, index) => cellValue(row[index] ?? null, column)));
  worksheet.getRow(1).font = { bold: true };
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
