/**
 * A wizard body ready to publish: a paid campaign asking creator `creatorId` for two stories,
 * dated far ahead so any clock's today comes before it.
 */
export function aProjectBody(creatorId: number, overrides: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return {
    step: 2,
    projectName: 'Lançamento Café São João',
    image: null,
    step0: { projectType: 'paid' },
    step1: { amount: '5000.00', creators: [{ creator_id: creatorId, stories: 2, feed: 1, tiktok: 0 }] },
    step2: {
      humor: ['Divertido'],
      mission: 'Apresentar o novo café da casa.',
      creator: 'Quem fala de gastronomia no Recife.',
      startDate: '2099-01-10',
      endDate: '2099-01-20',
    },
    references: [{ kind: 'link', url: 'https://www.caferecife.com.br', name: 'Site' }],
    ...overrides,
  };
}
