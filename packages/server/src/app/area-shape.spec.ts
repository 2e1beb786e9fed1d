import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every area of the server has the same parts (issue 36; the README's "How it is built"), so the
// next area copies a shape rather than whichever neighbour its author opened first. The lint
// rule `publi-server/queries-in-repositories` keeps the queries in the repositories; this test
// keeps the parts themselves where a reader looks for them.

/** The server's areas: each has a folder under `src/` and a routes file named after it. */
const AREAS = [
  'accounts', 'agents', 'creators', 'search', 'cart', 'uploads', 'projects', 'contracts', 'chat',
  'notifications', 'email', 'payments', 'deliveries', 'payouts', 'privacy', 'audit', 'reference',
] as const;

const src = new URL('../', import.meta.url);
const filesOf = (folder: string) => readdirSync(new URL(`${folder}/`, src)).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));
const textOf = (folder: string, file: string) => readFileSync(new URL(`${folder}/${file}`, src), 'utf8');
const services = (area: string) => filesOf(area).filter((name) => name === `${area}.service.ts` || (name.startsWith(`${area}-`) && name.endsWith('.service.ts')));

describe.each(AREAS)('the %s area', (area) => {
  it('has its repository, its service, its wire mappers and its routes file', () => {
    const files = filesOf(area);
    expect(files).toContain(`${area}.repository.ts`);
    expect(services(area).length).toBeGreaterThan(0);
    expect(files.some((name) => name.startsWith(`to-${area}`) && name.endsWith('-wire.ts'))).toBe(true);
    expect(filesOf('routes')).toContain(`${area}.routes.ts`);
  });

  it('names its repositories and services after itself, and writes every service as a class', () => {
    const files = filesOf(area);
    for (const name of files.filter((file) => file.endsWith('.repository.ts'))) expect(name).toMatch(new RegExp(`^${area}(-[a-z-]+)?\\.repository\\.ts$`));
    for (const name of files.filter((file) => file.endsWith('.service.ts'))) {
      expect(name).toMatch(new RegExp(`^${area}(-[a-z-]+)?\\.service\\.ts$`));
      expect(textOf(area, name), name).toMatch(/^export class \w+Service\b/m);
    }
  });

  it('keeps the wire and Fastify out of its services and repositories', () => {
    for (const name of filesOf(area).filter((file) => /\.(service|repository)\.ts$/.test(file))) {
      const text = textOf(area, name);
      // A wire type (`UserWire`, `CreateProposalsBodyWire`); a comment naming a mapper is fine.
      expect(text, name).not.toMatch(/\b[A-Z]\w*Wire\b/);
      expect(text, name).not.toMatch(/from 'fastify'/);
      expect(text, name).not.toMatch(/export function to\w+Wire/);
    }
  });
});

describe('the routes', () => {
  it('are one file per area (and health), none importing another', () => {
    const routeFiles = filesOf('routes').filter((name) => name.endsWith('.routes.ts'));
    expect(routeFiles.sort()).toEqual([...AREAS, 'health'].map((area) => `${area}.routes.ts`).sort());
    for (const name of routeFiles) expect(textOf('routes', name), name).not.toMatch(/from '\.\/\w[\w-]*\.routes\.js'/);
  });
});
