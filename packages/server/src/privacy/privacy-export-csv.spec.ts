import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeFormula } from '../projects/export/index.js';
import { CalendarDay, type ExportSection, type PrivacyExport } from './export-record.js';
import { NO_RECORDS, privacyExportCsv } from './privacy-export-csv.js';

const read = (buffer: Buffer) => parse(buffer, { bom: true, delimiter: ';', relax_quotes: false });
const exportOf = (sections: readonly ExportSection[]): PrivacyExport => ({ generatedAt: new Date('2026-11-26T13:05:00Z'), policyVersion: '2026-11-26', sections });
const spreadsheetText = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

// Text a person may have typed anywhere: separators, quotes, line breaks, accents and emoji.
const typed = fc.string({ unit: fc.constantFrom('a', 'ç', 'ã', ' ', ';', '"', '\n', '\r\n', ',', '=', '-', '😀', '1'), maxLength: 12 });
const fieldName = fc.stringMatching(/^[a-z]{1,8}$/).filter((name) => !name.endsWith('centavos'));
const section = fc.record({
  name: fc.constantFrom('conta', 'mensagens_escritas', 'notificacoes'),
  records: fc.array(fc.dictionary(fieldName, typed, { maxKeys: 4 }), { maxLength: 3 }),
});

describe('privacyExportCsv', () => {
  it('starts with the BOM and reads back, through `;`, quotes and line breaks, one line per field', () => {
    fc.assert(
      fc.property(fc.array(section, { maxLength: 4 }), (sections) => {
        const bytes = privacyExportCsv(exportOf(sections));
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const expected = sections.flatMap(({ name, records }) =>
          records.length === 0
            ? [[name, '', '', NO_RECORDS]]
            : records.flatMap((record, index) => Object.entries(record).map(([field, value]) => [name, String(index + 1), field, spreadsheetText(value)])),
        );
        expect(read(bytes)).toEqual([['seção', 'registro', 'campo', 'valor'], ...expected]);
      }),
    );
  });

  it('writes money in reais, instants on São Paulo time, days as dd/mm/yyyy, yes and no in pt-BR, lists joined', () => {
    const [, ...rows] = read(
      privacyExportCsv(
        exportOf([
          {
            name: 'pagamentos',
            records: [{ valor_centavos: 123_456, taxa_centavos: null, pago_em: new Date('2026-11-27T01:30:00Z'), prazo: new CalendarDay('2026-12-01'), ativa: false, engajamento: 4.5, humor: ['Alegre', 'Leve'] }],
          },
        ]),
      ),
    );
    expect(rows.map(([, , field, value]) => [field, value])).toEqual([
      ['valor_reais', '1.234,56'],
      ['taxa_reais', ''],
      ['pago_em', '26/11/2026 22:30'],
      ['prazo', '01/12/2026'],
      ['ativa', 'não'],
      ['engajamento', '4,5'],
      ['humor', 'Alegre | Leve'],
    ]);
  });
});
