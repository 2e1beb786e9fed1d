import { isApplicationError, type GetProjectUseCase, type ManageProjectUseCase, type Project, type ProjectExportFile, type ProjectExportFormat, type ProjectOption } from '@publi/application';
import { isProjectEnded, type CartDelivery, type ProjectMove } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

function messageOf(error: unknown): string {
  return isApplicationError(error) ? error.message : 'Não foi possível concluir agora. Tente de novo.';
}

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
  pending: string | null = null;

  constructor(
    @inject(USE_CASE_TOKENS.GetProject) private readonly getProject: Pick<GetProjectUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.ManageProject) private readonly manage: ManageProjectUseCase,
  ) {
    makeAutoObservable<this, 'getProject' | 'manage'>(this, { getProject: false, manage: false }, { autoBind: true });
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
        this.error = messageOf(error);
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
    this.pending = `export-${format}`;
    this.actionError = null;
    try {
      return await this.manage.exportFile(this.project.id, format);
    } catch (error) {
      runInAction(() => {
        this.actionError = messageOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private async run(name: string, change: (projectId: number) => Promise<Project>): Promise<void> {
    if (this.project === null || this.pending !== null) return;
    this.pending = name;
    this.actionError = null;
    try {
      const project = await change(this.project.id);
      runInAction(() => {
        this.project = project;
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = messageOf(error);
      });
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }
}
