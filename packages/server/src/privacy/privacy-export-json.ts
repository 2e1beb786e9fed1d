import type { PrivacyExport } from './export-record.js';

/**
 * The download as JSON (LGPD art. 18, V: a format another service can read): one object per
 * section name, each a list of records; instants in ISO 8601, money in integer centavos.
 */
export function privacyExportJson(data: PrivacyExport): Buffer {
  const sections = Object.fromEntries(data.sections.map((section) => [section.name, section.records]));
  const document = {
    descricao: 'Seus dados na Publi, como guardados no momento do pedido (LGPD, art. 18).',
    gerado_em: data.generatedAt,
    versao_da_politica_em_vigor: data.policyVersion,
    secoes: sections,
  };
  return Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8');
}
