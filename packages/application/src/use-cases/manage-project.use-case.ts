import type { CartDelivery, ProjectMove } from '@publi/domain';
import type { Project, ProjectExportFile, ProjectExportFormat, ProjectOption, ProjectTypeOption, ProjectWizard } from '../model/project.model.js';
import type { ProjectPort } from '../ports/project.port.js';

/**
 * What a brand does on a project's page: its creators, options, status moves, edits and
 * exports, and the reference lists the page offers. Each answers the whole project.
 */
export class ManageProjectUseCase {
  /** @param projects - the project port. */
  constructor(private readonly projects: ProjectPort) {}

  /** The kinds of project. */
  types(): Promise<readonly ProjectTypeOption[]> {
    return this.projects.listTypes();
  }

  /** The options, priced per creator. */
  options(): Promise<readonly ProjectOption[]> {
    return this.projects.listOptions();
  }

  /** Adds creators with their deliveries. */
  addCreators(projectId: number, deliveries: readonly CartDelivery[]): Promise<Project> {
    return this.projects.insertCreators(projectId, deliveries);
  }

  /** Takes one creator out. */
  removeCreator(projectId: number, creatorId: number): Promise<Project> {
    return this.projects.removeCreators(projectId, [creatorId]);
  }

  /** Adds the option when `chosen`, takes it out otherwise. */
  setOption(projectId: number, optionId: number, chosen: boolean): Promise<Project> {
    return chosen ? this.projects.addOption(projectId, optionId) : this.projects.removeOption(projectId, optionId);
  }

  /** Publishes, completes or cancels. */
  move(projectId: number, move: ProjectMove): Promise<Project> {
    return this.projects.move(projectId, move);
  }

  /** Saves an edit of the project's wizard fields. */
  edit(wizard: ProjectWizard & { readonly id: number }): Promise<Project> {
    return this.projects.update(wizard);
  }

  /** The project as a CSV or .xlsx file. */
  exportFile(projectId: number, format: ProjectExportFormat): Promise<ProjectExportFile> {
    return this.projects.exportProject(projectId, format);
  }
}
