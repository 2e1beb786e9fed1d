import type { Page } from '@playwright/test';

/** The Authorization header of whoever is signed in on `page` (the `userToken` cookie's ID token). */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'userToken');
  if (cookie === undefined) throw new Error('Nobody is signed in on this page');
  return { Authorization: `Bearer ${decodeURIComponent(cookie.value)}` };
}

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.request.fetch(`/api${path}`, { method, headers: await bearer(page), ...(body === undefined ? {} : { data: body }) });
  if (!answer.ok()) throw new Error(`set-up: ${method} ${path} answered ${String(answer.status())} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * A published project of the demo brand (signed in on `brand`) named `name`, with the demo creator
 * (signed in on `creator`) as its one creator, made through the API as the wizard would. Answers
 * the project's id.
 */
export async function publishedProject(brand: Page, creator: Page, name: string): Promise<number> {
  const card = await call<{ id: number }>(creator, 'GET', '/account/creator/details');
  const project = await call<{ id: number }>(brand, 'POST', '/project', {
    step: 2,
    projectName: name,
    image: null,
    step0: { projectType: 'paid' },
    step1: { amount: '9000.00', creators: [{ creator_id: card.id, stories: 2, feed: 1, tiktok: 0 }] },
    step2: { humor: ['Divertido'], mission: 'Mostrar o produto no dia a dia.', creator: 'Criadores de estilo de vida.', startDate: '2099-01-10', endDate: '2099-01-20' },
  });
  return project.id;
}

/**
 * A pending proposal of the demo brand (signed in on `brand`) to the demo creator (on `creator`),
 * on a project of its own named `name`, made through the API as the pages would. Answers the
 * contract's id.
 */
export async function pendingProposal(brand: Page, creator: Page, name: string, amountCentavos: number): Promise<number> {
  const card = await call<{ id: number }>(creator, 'GET', '/account/creator/details');
  const projectId = await publishedProject(brand, creator, name);
  const proposed = await call<{ contracts: { id: number }[] }>(brand, 'POST', '/proposals/create', {
    project_id: projectId,
    proposals: [{ creator_id: card.id, stories: 2, feed: 1, tiktok: 0, amount_centavos: amountCentavos, deadline: '2099-02-01', message: 'Vamos?' }],
  });
  return proposed.contracts[0]?.id ?? 0;
}

/**
 * An accepted contract between the demo brand (signed in on `brand`) and the demo creator (on
 * `creator`): {@link pendingProposal}, then the creator accepts. Answers the contract's id.
 */
export async function acceptedContract(brand: Page, creator: Page, name: string, amountCentavos: number): Promise<number> {
  const id = await pendingProposal(brand, creator, name, amountCentavos);
  await call(creator, 'POST', `/project/contract/${String(id)}/acceptance`, {});
  return id;
}
