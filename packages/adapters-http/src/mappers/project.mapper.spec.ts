import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectDetailsWire } from '@publi/contract';
import { fileNameFromDisposition, projectFromWire, projectWizardToWire } from './project.mapper.js';

const card = {
  id: 7, slug: 'ana-souza', name: 'Ana Souza', image: null, localization: 'PE' as const, city: 'Recife', categories: [],
  followers: 48_200, engagement: 3.75, prices: { stories: '350.00', feed: '800.00', tiktok: '0.00' }, social_newtork: [],
};
const aProjectDetails = (): ProjectDetailsWire => ({
  id: 12, status: 'Send briefing', step: 2, projectName: 'Lançamento Café Recife', image: null, step0: { projectType: 'paid' },
  step1: { amount: '5000.00', creators: [{ creator_id: 7, stories: 2, feed: 1, tiktok: 0, amount: '1500.00', creator: card }] },
  step2: { humor: ['Divertido'], mission: 'Apresentar o café.', creator: '', startDate: '2026-12-01', endDate: '2026-12-08' },
  references: [], options: [{ option_id: 2, name: 'Impulsionamento pago', description: '', price: '200.00' }],
  total: { creators: '1500.00', options: '200.00', total: '1700.00' }, allowed_moves: ['cancel'],
  created_at: '2026-11-20T12:00:00.000Z', updated_at: '2026-11-21T12:00:00.000Z',
});

describe('project mapping', () => {
  it('reads a project with money in centavos and writes its wizard back in the wire names', () => {
    const project = projectFromWire(aProjectDetails());
    expect(project.total).toEqual({ creatorsCentavos: 150_000, optionsCentavos: 20_000, totalCentavos: 170_000 });
    expect(project.creators[0]).toMatchObject({ amountCentavos: 150_000, delivery: { creatorId: 7, stories: 2, feed: 1, tiktok: 0 } });
    expect(projectWizardToWire(project.wizard)).toMatchObject({
      id: 12,
      projectName: 'Lançamento Café Recife',
      step0: { projectType: 'paid' },
      step1: { amount: '5000.00', creators: [{ creator_id: 7, stories: 2, feed: 1, tiktok: 0 }] },
    });
  });

  it("takes the file's name from filename*, keeping accents, and falls back to filename or the default", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        expect(fileNameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent(name)}`, 'padrao.csv')).toBe(name);
      }),
    );
    expect(fileNameFromDisposition('attachment; filename="cafe.csv"', 'padrao.csv')).toBe('cafe.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'padrao.csv')).toBe('padrao.csv');
    expect(fileNameFromDisposition(undefined, 'padrao.csv')).toBe('padrao.csv');
  });
});
