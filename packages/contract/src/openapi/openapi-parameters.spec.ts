import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { openApiParameters, openApiPath } from './openapi-parameters.js';

describe('openApiPath', () => {
  it("writes path parameters OpenAPI's way", () => {
    expect(openApiPath('/project/contract/:id/acceptance')).toBe('/project/contract/{id}/acceptance');
    expect(openApiPath('/badge')).toBe('/badge');
  });
});

describe('openApiParameters', () => {
  it('makes every path parameter required', () => {
    expect(openApiParameters(z.object({ id: z.string().optional() }), 'path')).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('has no parameters for a route without that part', () => {
    expect(openApiParameters(undefined, 'query')).toEqual([]);
  });
});
