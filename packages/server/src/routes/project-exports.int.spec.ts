import { projectDetailsSchema, type ProjectDetailsWire } from '@publi/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_FORMATS } from '../projects/export/index.js';
import { signUpBrand } from '../test-support/account-row.builder.js';
import { insertCreator, type InsertedCreator } from '../test-support/insert-creator.js';
import { aProjectBody } from '../test-support/project-bodies.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;
let joao: InsertedCreator;
let brand: TestIdentity;
let project: ProjectDetailsWire;

const HEADER = ['Projeto', 'Status', 'Tipo', 'Criador', 'Perfil', 'Stories', 'Feed', 'TikTok', 'Valor das entregas', 'Opções por criador', 'Total do criador', 'Início', 'Término'];

beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => new Date('2026-11-23T15:00:00.000Z') } });
  // R$ 1.234,56 per story, so the money shows its thousands separator.
  joao = await insertCreator(testApp.db, { name: 'João Ávila', priceStories: 123_456, priceFeed: 0, priceTiktok: 0, instagram: 'joao.avila' });
  brand = await signUpBrand(testApp);
  const saved = await testApp.call({
    method: 'POST',
    path: '/project/save',
    as: brand,
    // A name that a spreadsheet would run as a formula.
    body: aProjectBody(joao.creatorId, { projectName: '=cmd|calc São', step1: { amount: '9000.00', creators: [{ creator_id: joao.creatorId, stories: 2 }] } }),
  });
  project = projectDetailsSchema.parse(saved.json<{ data: unknown }>().data);
  await testApp.call({ method: 'POST', path: '/project/project_options/add', as: brand, body: { project_id: project.id, option_id: 1 } });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /project/export (CSV)', () => {
  it('is a CSV Excel in pt-BR opens right: BOM, ;, 1.234,56, dd/mm/yyyy, accents, the formula escaped', async () => {
    const response = await testApp.call({ method: 'GET', path: `/project/export?project_id=${project.id}`, as: brand });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cmd-calc-sao.csv"; filename*=UTF-8''%3Dcmd%20calc%20S%C3%A3o.csv`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parse(response.rawPayload, { bom: true, delimiter: ';' });
    expect(rows).toEqual([
      HEADER,
      ["'=cmd|calc São", 'Rascunho', 'Publi paga', 'João Ávila', 'instagram: joao.avila', '2', '0', '0', '2.469,12', '300,00', '2.769,12', '10/01/2099', '20/01/2099'],
    ]);
  });
});

describe('GET /project/export/xls', () => {
  it('is a real .xlsx: typed cells, BRL format, dates as dates, the formula as text, a frozen filtered header', async () => {
    const response = await testApp.call({ method: 'GET', path: `/project/export/xls?project_id=${project.id}`, as: brand });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('=cmd|calc São');
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(6).value).toBe(2);
    expect(row.getCell(9).value).toBe(2469.12);
    expect(row.getCell(9).numFmt).toBe(XLSX_FORMATS.money);
    expect(row.getCell(11).value).toBe(2769.12);
    expect(row.getCell(12).value).toEqual(new Date('2099-01-10T00:00:00.000Z'));
    expect(row.getCell(12).numFmt).toBe(XLSX_FORMATS.date);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeDefined();
  });
});

describe('who may export', () => {
  it('refuses another brand as an unknown project, and an anonymous caller', async () => {
    const other = await signUpBrand(testApp);
    for (const path of [`/project/export?project_id=${project.id}`, `/project/export/xls?project_id=${project.id}`]) {
      const theirs = await testApp.call({ method: 'GET', path, as: other });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('cmd');
      expect((await testApp.call({ method: 'GET', path })).statusCode).toBe(401);
    }
  });

  it("gives a creator their own projects' export, header only until proposals exist, in both spellings and formats", async () => {
    const creator = await testApp.signUp();
    const self = await insertCreator(testApp.db, { externalId: creator.uid, name: 'Criadora Própria' });
    for (const path of [`/project/export/creators?creator_id=${self.creatorId}`, `/project/export/creators/?creator_id=${self.creatorId}`]) {
      const response = await testApp.call({ method: 'GET', path, as: creator });
      expect(response.statusCode).toBe(200);
      expect(parse(response.rawPayload, { bom: true, delimiter: ';' })).toEqual([['Projeto', 'Marca', 'Status', 'Tipo', 'Início', 'Término', 'Valor']]);
    }
    const xlsx = await testApp.call({ method: 'GET', path: `/project/export/creators?creator_id=${self.creatorId}&format=xlsx`, as: creator });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    // João is in the brand's project, but a brand's shortlist is private: the brand may not read João's export.
    const refused = await testApp.call({ method: 'GET', path: `/project/export/creators?creator_id=${joao.creatorId}`, as: brand });
    expect(refused.statusCode).toBe(403);
    const unknown = await testApp.call({ method: 'GET', path: '/project/export/creators?creator_id=999999', as: creator });
    expect(unknown.statusCode).toBe(404);
  });
});
