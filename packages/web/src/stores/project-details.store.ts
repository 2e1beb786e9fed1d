import type { GetProjectUseCase, ManageProjectUseCase, Project, ProjectExportFile, ProjectExportFormat, ProjectOption } from '@publi/application';
import { isProjectEnded, type CartDelivery, type ProjectMove } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { PendingAction } from './pending-action.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * `/projetos/:id`: one project with its creators, options, total and moves. Each change
 * answers the whole project, which replaces the one shown; `pending` names the change running,
 * so its button waits.
 */
@injectable()
export class ProjectDetailsStore {
  project: Project | null = null;
  options: readonly ProjectOption[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  actionError: string | null = null;
  private readonly action = new PendingAction<string>();

  constructor(
    @inject(USE_CASE_TOKENS.GetProject) private readonly getProject: Pick<GetProjectUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.ManageProject) private readonly manage: ManageProjectUseCase,
  ) {
    makeAutoObservable<this, 'getProject' | 'manage'>(this, { getProject: false, manage: false }, { autoBind: true });
  }

  get pending(): string | null {
    return this.action.current;
  }

  async load(id: number): Promise<void> {
    this.status = 'loading';
    this.error = null;
    this.actionError = null;
    try {
      const [project, options] = await Promise.all([this.getProject.execute(id), this.manage.options()]);
      runInAction(() => {
        this.project = project;
        this.options = options;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Whether the project can still change (it has not ended: the domain's `isProjectEnded`). */
  get editable(): boolean {
    return this.project !== null && !isProjectEnded(this.project.status);
  }

  hasOption(optionId: number): boolean {
    return this.project?.options.some((option) => option.id === optionId) ?? false;
  }

  setOption(optionId: number, chosen: boolean): Promise<void> {
    return this.run(`option-${optionId}`, (id) => this.manage.setOption(id, optionId, chosen));
  }

  removeCreator(creatorId: number): Promise<void> {
    return this.run(`creator-${creatorId}`, (id) => this.manage.removeCreator(id, creatorId));
  }

  addCreators(deliveries: readonly CartDelivery[]): Promise<void> {
    return this.run('add-creators', (id) => this.manage.addCreators(id, deliveries));
  }

  move(move: ProjectMove): Promise<void> {
    return this.run(`move-${move}`, (id) => this.manage.move(id, move));
  }

  /** The export file, or null after saying why it failed. */
  async exportFile(format: ProjectExportFormat): Promise<ProjectExportFile | null> {
    if (this.project === null) return null;
    const projectId = this.project.id;
    this.actionError = null;
    return this.action.run(`export-${format}`, async () => {
      try {
        return await this.manage.exportFile(projectId, format);
      } catch (error) {
        runInAction(() => {
          this.actionError = errorMessageOf(error);
        });
        return null;
      }
    });
  }

  private async run(name: string, change: (projectId: number) => Promise<Project>): Promise<void> {
    if (this.project === null || this.action.running) return;
    const projectId = this.project.id;
    this.actionError = null;
    await this.action.run(name, async () => {
      try {
        const project = await change(projectId);
        runInAction(() => {
          this.project = project;
        });
      } catch (error) {
        runInAction(() => {
          this.actionError = errorMessageOf(error);
        });
      }
    });
  }
}
