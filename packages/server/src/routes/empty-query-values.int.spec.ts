import { projectListSchema } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBrand } from '../test-support/account-row.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

// SPEC.md: "GET /account/user/projects?name=&status= (auth)". A client written from that line
// sends the parameters empty; an empty parameter means "no filter", on every list route.
describe('an empty query parameter is no filter', () => {
  it('lists every project for GET /account/user/projects?name=&status= (SPEC.md’s own form)', async () => {
    const brand = await signUpBrand(testApp);
    const response = await testApp.call({ method: 'GET', path: '/account/user/projects?name=&status=', as: brand });
    expect(response.statusCode, response.body).toBe(200);
    expect(projectListSchema.parse(response.json<{ data: unknown }>().data)).toMatchObject({ projects: [], total: 0, page: 1 });
  });

  it('reads the other list routes’ empty parameters the same way (GET /notifications?unread=&page=)', async () => {
    const brand = await signUpBrand(testApp);
    const response = await testApp.call({ method: 'GET', path: '/notifications?unread=&page=&limit=', as: brand });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('still refuses a value that is there and wrong', async () => {
    const brand = await signUpBrand(testApp);
    const response = await testApp.call({ method: 'GET', path: '/account/user/projects?status=Rascunho', as: brand });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Escolha o status');
  });
});
