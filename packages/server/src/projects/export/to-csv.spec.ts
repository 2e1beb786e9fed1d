import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeFormula, type ExportSheet } from './export-sheet.js';
import { csvMoney, toCsv } from './to-csv.js';

const textSheet = (cells: readonly string[]): ExportSheet => ({
  title: 'Teste',
  columns: cells.map((_, index) => ({ header: `Coluna ${index + 1}`, kind: 'text' as const })),
  rows: [cells],
});

const read = (buffer: Buffer) => parse(buffer, { bom: true, delimiter: ';', relax_quotes: false });

describe('toCsv', () => {
  it('quotes what needs it and reads back exactly', () => {
    const cells = ['São João', 'com ; ponto e vírgula', 'com "aspas"', 'duas\r\nlinhas', ''];
    expect(read(toCsv(textSheet(cells)))[1]).toEqual(cells);
  });

  it('writes money as pt-BR reais without a sign, days as dd/mm/yyyy, empty cells as nothing', () => {
    const sheet: ExportSheet = {
      title: 'Teste',
      columns: [
        { header: 'Valor', kind: 'money' },
        { header: 'Dia', kind: 'date' },
        { header: 'Qtd', kind: 'int' },
        { header: 'Nada', kind: 'text' },
      ],
      rows: [[123_456_789, '2026-12-01', 3, null]],
    };
    expect(read(toCsv(sheet))[1]).toEqual(['1.234.567,89', '01/12/2026', '3', '']);
  });

  it('never lets a cell start as a formula, and only adds the apostrophe where one would', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { minLength: 1, maxLength: 6 }), (cells) => {
        const [, row] = read(toCsv(textSheet(cells)));
        expect(row).toHaveLength(cells.length);
        row?.forEach((cell, index) => {
          expect(looksLikeFormula(cell)).toBe(false);
          const original = cells[index] ?? '';
          expect(cell).toBe(looksLikeFormula(original) ? `'${original}` : original);
        });
      }),
    );
  });

  it('agrees with a reference for any amount of centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (centavos) => {
        const reais = Math.floor(centavos / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        expect(csvMoney(centavos)).toBe(`${reais},${String(centavos % 100).padStart(2, '0')}`);
      }),
    );
  });
});
