export { looksLikeFormula, type ExportCell, type ExportColumn, type ExportSheet } from './export-sheet.js';
export { csvDate, csvMoney, toCsv } from './to-csv.js';
export { toXlsx, XLSX_FORMATS } from './to-xlsx.js';
export { contentDisposition, exportFileName } from './export-file-name.js';
export { projectSheet } from './project-sheet.js';
export { creatorProjectsSheet, type CreatorProjectRow } from './creator-projects-sheet.js';
export { downloadSheet } from './download-sheet.js';
