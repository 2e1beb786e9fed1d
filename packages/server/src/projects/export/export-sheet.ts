/** A column of an export: its header and the kind of its cells. */
export interface ExportColumn {
  readonly header: string;
  /** `money` cells hold integer centavos; `date` cells a `YYYY-MM-DD` calendar day. */
  readonly kind: 'text' | 'int' | 'money' | 'date';
  /** Width in characters in the .xlsx. */
  readonly width?: number;
}

/** One cell: text, a number (int or centavos), a day, or empty (`null`). */
export type ExportCell = string | number | null;

/** A table to export, written as CSV (`toCsv`) or .xlsx (`toXlsx`). */
export interface ExportSheet {
  /** The worksheet's name. */
  readonly title: string;
  readonly columns: readonly ExportColumn[];
  readonly rows: readonly (readonly ExportCell[])[];
}

// OWASP's list: a spreadsheet reads a cell starting with these as a formula (tab and carriage
// return too, since some programs skip them before looking).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a text cell would be read as a formula by a spreadsheet (formula injection). */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}
