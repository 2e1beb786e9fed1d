import { EXPORT_MEDIA_TYPES } from '@publi/contract';
import type { DownloadFile } from '../../http/route-handler.js';
import { contentDisposition } from './export-file-name.js';
import type { ExportSheet } from './export-sheet.js';
import { toCsv } from './to-csv.js';
import { toXlsx } from './to-xlsx.js';

/** A sheet as the download a route answers: CSV for Excel in pt-BR, or .xlsx, named after `name`. */
export async function downloadSheet(sheet: ExportSheet, name: string, format: 'csv' | 'xlsx'): Promise<DownloadFile> {
  const body = format === 'csv' ? toCsv(sheet) : await toXlsx(sheet);
  return { mediaType: EXPORT_MEDIA_TYPES[format], contentDisposition: contentDisposition(name, format), body };
}
