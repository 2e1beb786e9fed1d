// `pnpm --filter @publi/server bench:projects [--projects N] [--runs R]`: gives one brand N
// projects (10,000 by default) and one more project with 200 creators, then times through the
// functions the routes call: the projects list (first page, a name search, a status), a
// project's details with 200 creators, and a 1,000-row .xlsx and CSV export. PGlite in memory by
// default; PostgreSQL when DATABASE_URL is set (scripts/test-postgres.sh start gives one).
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { foldText, PROJECT_STATUSES } from '@publi/domain';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/open-database.js';
import { queryRows } from '../src/db/query-rows.js';
import { creators, projects, users } from '../src/db/schema.js';
import { projectSheet, toCsv, toXlsx } from '../src/projects/export/index.js';
import { ProjectsWizardService } from '../src/projects/projects-wizard.service.js';
import { ProjectsService } from '../src/projects/projects.service.js';
import { cliArgs } from '../src/seed/cli-args.js';
import { parseCount } from '../src/seed/parse-count.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { measure, type ShapeTiming } from './measure.js';

const { values } = parseArgs({ args: cliArgs(), options: { projects: { type: 'string' }, runs: { type: 'string' } } });
const url = process.env['DATABASE_URL'];
const projectCount = parseCount('--projects', values.projects, 10_000);
const runs = parseCount('--runs', values.runs, 200);
const BRAND_UID = 'bench-projects-brand';
const NAMES = ['Lançamento', 'Verão', 'Black Friday', 'Café', 'Inverno', 'Natal', 'Dia das Mães', 'Páscoa'];
const clock = { now: () => new Date() };

const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
try {
  const { db } = database;
  const [creatorTotal] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM creators`);
  if ((creatorTotal?.total ?? 0) < 200) await seedCatalogue(db, { creators: 200 - (creatorTotal?.total ?? 0), concurrency: 1 });

  await db.insert(users).values({ externalId: BRAND_UID, type: 'brand', name: 'Marca do benchmark', email: 'bench@publi.demo' }).onConflictDoNothing();
  const [brand] = await db.select({ id: users.id }).from(users).where(eq(users.externalId, BRAND_UID));
  if (!brand) throw new Error('no bench brand');
  const [owned] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM projects WHERE owner_id = ${brand.id}`);
  const missing = Math.max(0, projectCount - (owned?.total ?? 0));
  const statuses = PROJECT_STATUSES;
  // Straight inserts, in batches: ten thousand projects through the service would take minutes
  // and time nothing the benchmark measures.
  for (let start = 0; start < missing; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, missing - start) }, (_, offset) => {
      const i = start + offset;
      const name = `${NAMES[i % NAMES.length] ?? 'Projeto'} ${i}`;
      const updatedAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
      return { ownerId: brand.id, status: statuses[i % statuses.length] ?? 'Draft', name, nameFolded: foldText(name), budgetCentavos: 100_000 + i, updatedAt, createdAt: updatedAt };
    });
    await db.insert(projects).values(batch);
  }

  const service = new ProjectsService({ db, clock });
  const [big] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerId, brand.id), eq(projects.name, 'Projeto com 200 criadores')));
  const creatorIds = (await db.select({ id: creators.id }).from(creators).where(eq(creators.active, true)).limit(200)).map((row) => row.id);
  const bigId =
    big?.id ??
    (await new ProjectsWizardService({ db, clock }).saveDraft(BRAND_UID, null, {
      step: 1, name: 'Projeto com 200 criadores', image: null, projectType: 'paid', budgetCentavos: 10_000_000,
      creators: creatorIds.map((creatorId) => ({ creatorId, stories: 2, feed: 1, tiktok: 1 })),
      humor: [], mission: '', creatorWanted: '', startDate: null, endDate: null, references: [],
    })).project.id;
  await db.execute(sql`VACUUM ANALYZE`);

  const bigView = await service.details(BRAND_UID, bigId);
  // A thousand rows: the 200 creators five times over, as a larger project would list them.
  const thousand = { ...bigView, creators: Array.from({ length: 5 }, () => bigView.creators).flat() };
  const sheet = projectSheet(thousand);
  const list = (overrides: { name?: string; status?: (typeof statuses)[number] | null; page?: number }) =>
    service.list(BRAND_UID, { name: overrides.name ?? '', status: overrides.status ?? null, page: overrides.page ?? 1, limit: 12 });

  const shapes = [
    { name: 'list: first page', typeahead: false, run: () => list({}) },
    { name: 'list: page 40', typeahead: false, run: (i: number) => list({ page: 40 + (i % 5) }) },
    { name: 'list: one status', typeahead: false, run: (i: number) => list({ status: statuses[i % statuses.length] ?? null }) },
    { name: 'search: name (accents folded)', typeahead: false, run: (i: number) => list({ name: ['cafe', 'verao', 'black', 'maes', 'pascoa'][i % 5] ?? 'cafe' }) },
    { name: 'search: name + status', typeahead: false, run: (i: number) => list({ name: 'natal', status: statuses[i % statuses.length] ?? null }) },
    { name: 'details: 200 creators', typeahead: false, run: () => service.details(BRAND_UID, bigId) },
    { name: 'export: 1,000-row .xlsx', typeahead: false, run: () => toXlsx(sheet) },
    { name: 'export: 1,000-row CSV', typeahead: false, run: () => Promise.resolve(toCsv(sheet)) },
  ];
  const timings: ShapeTiming[] = [];
  for (const shape of shapes) timings.push(await measure(shape, shape.name.startsWith('export') ? Math.min(runs, 30) : runs, 60_000));

  const targets: Record<string, number> = { list: 20, search: 20, details: 30, export: 1_000 };
  const [version] = await queryRows<{ version: string }>(db, sql`SELECT version()`);
  const cpu = cpus();
  console.log(`\nMachine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; Node ${process.version}`);
  console.log(`Database: ${database.driver} (${version?.version.split(',')[0] ?? '?'}), ${projectCount.toLocaleString('en')} projects for one brand`);
  console.log('\n| shape | runs | p50 ms | p95 ms | p99 ms | target (p95) |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const t of timings) {
    const target = targets[t.name.split(':')[0] ?? ''] ?? 20;
    console.log(`| ${t.name} | ${t.runs} | ${t.p50.toFixed(2)} | ${t.p95.toFixed(2)} | ${t.p99.toFixed(2)} | < ${target} ms: ${t.p95 < target ? 'ok' : 'MISSED'} |`);
  }
} finally {
  await database.close();
}
