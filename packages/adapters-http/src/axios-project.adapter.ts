import { ApplicationError, type Project, type ProjectExportFile, type ProjectExportFormat, type ProjectListFilter, type ProjectOption, type ProjectPage, type ProjectPort, type ProjectTypeOption, type ProjectWizard } from '@publi/application';
import { projectsRoutes } from '@publi/contract';
import type { CartDelivery, ProjectMove } from '@publi/domain';
import type { AxiosInstance } from 'axios';
import { deliveryToWire, projectFromWire, projectOptionFromWire, projectPageFromWire, projectWizardToWire } from './mappers/project.mapper.js';
import { requestApi } from './request-api.js';
import { requestDownload } from './request-download.js';

/** {@link ProjectPort} over `/project*` and `/account/user/projects`. */
export class AxiosProjectAdapter implements ProjectPort {
  constructor(private readonly client: AxiosInstance) {}

  async listTypes(): Promise<readonly ProjectTypeOption[]> {
    return requestApi(this.client, projectsRoutes.listProjectTypes);
  }

  async listOptions(): Promise<readonly ProjectOption[]> {
    return (await requestApi(this.client, projectsRoutes.listProjectOptions)).map(projectOptionFromWire);
  }

  async saveDraft(wizard: ProjectWizard): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.saveProjectDraft, { body: projectWizardToWire(wizard) }));
  }

  async publish(wizard: ProjectWizard): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.createProject, { body: projectWizardToWire(wizard) }));
  }

  async update(wizard: ProjectWizard & { readonly id: number }): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.updateProject, { body: projectWizardToWire(wizard) }));
  }

  /** SPEC section 5: without the id or the token, no request is made. */
  async getDetails(id: number, token: string): Promise<Project> {
    if (!Number.isInteger(id) || id <= 0 || token.trim() === '') throw new ApplicationError('PROJECT.ID_AND_TOKEN_REQUIRED');
    return projectFromWire(await requestApi(this.client, projectsRoutes.getProjectDetails, { query: { project_id: id } }));
  }

  async addOption(projectId: number, optionId: number): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.addProjectOption, { body: { project_id: projectId, option_id: optionId } }));
  }

  async removeOption(projectId: number, optionId: number): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.removeProjectOption, { body: { project_id: projectId, option_id: optionId } }));
  }

  async insertCreators(projectId: number, deliveries: readonly CartDelivery[]): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.insertProjectCreators, { body: { project_id: projectId, creators: deliveries.map(deliveryToWire) } }));
  }

  async removeCreators(projectId: number, creatorIds: readonly number[]): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.removeProjectCreators, { body: { project_id: projectId, creators: creatorIds } }));
  }

  async move(projectId: number, move: ProjectMove): Promise<Project> {
    return projectFromWire(await requestApi(this.client, projectsRoutes.moveProject, { body: { project_id: projectId, move } }));
  }

  async list(filter: ProjectListFilter): Promise<ProjectPage> {
    const query = {
      ...(filter.name ? { name: filter.name } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.page === undefined ? {} : { page: filter.page }),
      ...(filter.limit === undefined ? {} : { limit: filter.limit }),
    };
    return projectPageFromWire(await requestApi(this.client, projectsRoutes.listOwnProjects, { query }));
  }

  /** Reads the file as bytes; an error answer (JSON) is read as any other route's. */
  exportProject(projectId: number, format: ProjectExportFormat): Promise<ProjectExportFile> {
    const route = format === 'csv' ? projectsRoutes.exportProjectCsv : projectsRoutes.exportProjectXlsx;
    return requestDownload(this.client, route, { query: { project_id: projectId } }, `projeto-${projectId}.${format}`);
  }
}
