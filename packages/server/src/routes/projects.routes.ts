import { ROUTES } from '@publi/contract';
import { PROJECT_TYPES } from '@publi/domain';
import { contractsDeps } from '../app/service-deps.js';
import { ContractsMovesService } from '../contracts/contracts-moves.service.js';
import { downloadSheet as download, projectSheet } from '../projects/export/index.js';
import { ProjectsContentsService } from '../projects/projects-contents.service.js';
import { ProjectsExportService } from '../projects/projects-export.service.js';
import { projectCreatorsFromWire, projectListFromWire, projectWizardFromWire } from '../projects/projects-from-wire.js';
import { ProjectsMovesService } from '../projects/projects-moves.service.js';
import { ProjectsWizardService } from '../projects/projects-wizard.service.js';
import { ProjectsService } from '../projects/projects.service.js';
import { toProjectListWire, toProjectOptionWire, toProjectWire } from '../projects/to-projects-wire.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * The projects routes: reference data, the wizard's drafts and publishing, creators, options,
 * status moves, the list and the exports, always on the caller's own projects. Decisions are in
 * the README, "Projects: decisions".
 */
export const registerProjectRoutes: AreaRoutes = (route, deps) => {
  const contracts = new ContractsMovesService(contractsDeps(deps));
  const projects = new ProjectsService(deps);
  const wizard = new ProjectsWizardService(deps);
  const contents = new ProjectsContentsService(deps);
  const moves = new ProjectsMovesService({ ...deps, endContracts: (tx, projectId, now) => contracts.cancelLiveOfProject(tx, projectId, now) });
  const exports = new ProjectsExportService(deps);

  route(ROUTES.listProjectTypes, () => Promise.resolve(PROJECT_TYPES.map(({ value, label }) => ({ value, label }))));
  route(ROUTES.listProjectOptions, async () => (await projects.options()).map(toProjectOptionWire));

  route(ROUTES.saveProjectDraft, async ({ body, identity }) => toProjectWire(await wizard.saveDraft(identity.uid, body.id, projectWizardFromWire(body))));

  // 201 for a project created and published at once, 200 for a published draft.
  route(ROUTES.createProject, async ({ body, identity, setStatus }) => {
    const { view, created } = await wizard.publish(identity.uid, body.id, projectWizardFromWire(body));
    if (!created) setStatus(200);
    return toProjectWire(view);
  });

  route(ROUTES.updateProject, async ({ body, identity }) => toProjectWire(await wizard.update(identity.uid, body.id, projectWizardFromWire(body))));
  route(ROUTES.getProjectDetails, async ({ query, identity }) => toProjectWire(await projects.details(identity.uid, query.project_id)));
  route(ROUTES.addProjectOption, async ({ body, identity }) => toProjectWire(await contents.addOption(identity.uid, body.project_id, body.option_id)));
  route(ROUTES.removeProjectOption, async ({ body, identity }) => toProjectWire(await contents.removeOption(identity.uid, body.project_id, body.option_id)));
  route(ROUTES.insertProjectCreators, async ({ body, identity }) => toProjectWire(await contents.insertCreators(identity.uid, body.project_id, projectCreatorsFromWire(body.creators))));
  route(ROUTES.removeProjectCreators, async ({ body, identity }) => toProjectWire(await contents.removeCreators(identity.uid, body.project_id, body.creators)));
  route(ROUTES.moveProject, async ({ body, identity }) => toProjectWire(await moves.move(identity.uid, body.project_id, body.move)));

  route(ROUTES.listOwnProjects, async ({ query, identity }) => toProjectListWire(await projects.list(identity.uid, projectListFromWire(query)), query.page, query.limit));

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
      const sheet = await exports.sheet(identity.uid, query.creator_id);
      return download(sheet, sheet.title, query.format);
    });
  }
};
