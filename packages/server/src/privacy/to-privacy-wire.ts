import { EXPORT_MEDIA_TYPES, type PrivacyExportFormat } from '@publi/contract';
import { saoPauloDay } from '@publi/domain';
import type { DownloadFile } from '../http/route-handler.js';
import type { PrivacyExport } from './export-record.js';
import { privacyExportCsv } from './privacy-export-csv.js';
import { privacyExportJson } from './privacy-export-json.js';

/** `publi-meus-dados-26-11-2026.json`: the day of the download in São Paulo, as Brazilians write it. */
export function privacyExportFileName(generatedAt: Date, format: PrivacyExportFormat): string {
  const [year, month, day] = saoPauloDay(generatedAt).split('-');
  return `publi-meus-dados-${day}-${month}-${year}.${format}`;
}

/** The download a route answers, in the format asked for: the JSON or the CSV writer's bytes as an attachment. */
export function toPrivacyDownload(data: PrivacyExport, format: PrivacyExportFormat): DownloadFile {
  return {
    mediaType: EXPORT_MEDIA_TYPES[format],
    contentDisposition: `attachment; filename="${privacyExportFileName(data.generatedAt, format)}"`,
    body: format === 'json' ? privacyExportJson(data) : privacyExportCsv(data),
  };
}
