import { ROUTES } from '@publi/contract';
import { PROJECT_TYPES } from '@publi/domain';
import { ContractsMovesService } from '../contracts/contracts-moves.service.js';
import { CreatorProjectsExportService } from '../projects/creator-projects-export.service.js';
import { downloadSheet as download, projectSheet } from '../projects/export/index.js';
import { projectWizardFromWire } from '../projects/project-wizard-from-wire.js';
import { ProjectsService } from '../projects/projects.service.js';
import { toProjectListWire } from '../projects/to-project-list-wire.js';
import { toProjectOptionWire, toProjectWire } from '../projects/to-project-wire.js';
import type { AreaRoutes } from './area-routes.js';
import { contractsDeps } from '../app/service-deps.js';

/**
 * The projects routes: reference data, the wizard's drafts and publishing, creators, options,
 * status moves, the list and the exports, always on the caller's own projects. Decisions are in
 * the README, "Projects: decisions".
 */
export const registerProjectRoutes: AreaRoutes = (route, deps, api) => {
  const contracts = new ContractsMovesService(contractsDeps(deps, api));
  const projects = new ProjectsService(deps.db, deps.clock, (tx, projectId, now) => contracts.cancelLiveOfProject(tx, projectId, now));
  const creatorExports = new CreatorProjectsExportService(deps.db);

  route(ROUTES.listProjectTypes, () => Promise.resolve(PROJECT_TYPES.map(({ value, label }) => ({ value, label }))));
  route(ROUTES.listProjectOptions, async () => (await projects.options()).map(toProjectOptionWire));

  route(ROUTES.saveProjectDraft, async ({ body, identity }) => toProjectWire(await projects.saveDraft(identity.uid, body.id, projectWizardFromWire(body))));

  // 201 for a project created and published at once, 200 for a published draft.
  route(ROUTES.createProject, async ({ body, identity, setStatus }) => {
    const { view, created } = await projects.publish(identity.uid, body.id, projectWizardFromWire(body));
    if (!created) setStatus(200);
    return toProjectWire(view);
  });

  route(ROUTES.updateProject, async ({ body, identity }) => toProjectWire(await projects.update(identity.uid, body.id, projectWizardFromWire(body))));
  route(ROUTES.getProjectDetails, async ({ query, identity }) => toProjectWire(await projects.details(identity.uid, query.project_id)));
  route(ROUTES.addProjectOption, async ({ body, identity }) => toProjectWire(await projects.addOption(identity.uid, body.project_id, body.option_id)));
  route(ROUTES.removeProjectOption, async ({ body, identity }) => toProjectWire(await projects.removeOption(identity.uid, body.project_id, body.option_id)));
  route(ROUTES.insertProjectCreators, async ({ body, identity }) => {
    const deliveries = body.creators.map(({ creator_id, stories, feed, tiktok }) => ({ creatorId: creator_id, stories, feed, tiktok }));
    return toProjectWire(await projects.insertCreators(identity.uid, body.project_id, deliveries));
  });
  route(ROUTES.removeProjectCreators, async ({ body, identity }) => toProjectWire(await projects.removeCreators(identity.uid, body.project_id, body.creators)));
  route(ROUTES.moveProject, async ({ body, identity }) => toProjectWire(await projects.move(identity.uid, body.project_id, body.move)));

  route(ROUTES.listOwnProjects, async ({ query, identity }) => {
    const page = await projects.list(identity.uid, { name: query.name ?? '', status: query.status ?? null, page: query.page, limit: query.limit });
    return toProjectListWire(page, query.page, query.limit);
  });

  route(ROUTES.exportProjectCsv, async ({ query, identity }) => {
    const view = await projects.details(identity.uid, query.project_id);
    return download(projectSheet(view), view.project.name, 'csv');
  });
  route(ROUTES.exportProjectXlsx, async ({ query, identity }) => {
    const view = await projects.details(identity.uid, query.project_id);
    return download(projectSheet(view), view.project.name, 'xlsx');
  });

  // SPEC spells this one with a trailing slash; both spellings answer the same.
  for (const path of [ROUTES.exportCreatorProjects.path, `${ROUTES.exportCreatorProjects.path}/`]) {
    route({ ...ROUTES.exportCreatorProjects, path }, async ({ query, identity }) => {
      const sheet = await creatorExports.sheet(identity.uid, query.creator_id);
      return download(sheet, sheet.title, query.format);
    });
  }
};
