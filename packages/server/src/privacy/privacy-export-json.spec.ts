import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { privacyExportFileName, toPrivacyDownload } from './to-privacy-wire.js';
import { CalendarDay } from './export-record.js';
import { privacyExportJson } from './privacy-export-json.js';

describe('privacyExportJson', () => {
  it('keeps every text as typed, instants in ISO 8601, days as stored and money in centavos', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.integer({ min: 0, max: 2_000_000_000 }), (text, centavos) => {
        const file = privacyExportJson({
          generatedAt: new Date('2026-11-26T13:05:00Z'),
          policyVersion: '2026-11-26',
          sections: [{ name: 'contratos', records: [{ mensagem: text, valor_centavos: centavos, prazo: new CalendarDay('2026-12-01'), proposto_em: new Date('2026-11-20T10:00:00Z') }] }],
        });
        expect(JSON.parse(file.toString('utf8'))).toEqual({
          descricao: 'Seus dados na Publi, como guardados no momento do pedido (LGPD, art. 18).',
          gerado_em: '2026-11-26T13:05:00.000Z',
          versao_da_politica_em_vigor: '2026-11-26',
          secoes: { contratos: [{ mensagem: text, valor_centavos: centavos, prazo: '2026-12-01', proposto_em: '2026-11-20T10:00:00.000Z' }] },
        });
      }),
    );
  });
});

describe('the download', () => {
  it("is named after the day in São Paulo, dd-mm-aaaa, even when it is already tomorrow in UTC", () => {
    expect(privacyExportFileName(new Date('2026-11-27T01:00:00Z'), 'json')).toBe('publi-meus-dados-26-11-2026.json');
    expect(privacyExportFileName(new Date('2026-11-27T03:00:00Z'), 'csv')).toBe('publi-meus-dados-27-11-2026.csv');
  });

  it('is an attachment with the media type of its format', () => {
    const data = { generatedAt: new Date('2026-11-26T13:05:00Z'), policyVersion: '2026-11-26', sections: [] };
    expect(toPrivacyDownload(data, 'csv')).toMatchObject({ mediaType: 'text/csv; charset=utf-8', contentDisposition: 'attachment; filename="publi-meus-dados-26-11-2026.csv"' });
    expect(toPrivacyDownload(data, 'json').mediaType).toBe('application/json; charset=utf-8');
  });
});
