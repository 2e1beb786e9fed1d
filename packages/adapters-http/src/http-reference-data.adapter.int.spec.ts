import { referenceDataPortSuite } from '@publi/application/testing';
import { seedReferenceData, startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { HttpReferenceDataAdapter } from './http-reference-data.adapter.js';
import { useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const reference = new HttpReferenceDataAdapter(api.read);

// Runs first (files run their tests in order): the lists of a fresh database, before the seed.
describe('HttpReferenceDataAdapter against the server', () => {
  it('reads empty lists before anything is seeded', async () => {
    expect(await reference.listBadges()).toEqual([]);
    expect(await reference.listCategories()).toEqual([]);
    await seedReferenceData(api.testApp.db);
  });
});

// Then the port suite's scenarios on the seeded lists, which the in-memory adapter passes too.
referenceDataPortSuite(() => ({ reference }));
