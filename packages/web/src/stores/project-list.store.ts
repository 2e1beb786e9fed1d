import type { ListProjectsUseCase, ProjectPage } from '@publi/application';
import type { ProjectStatus } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** Page size of the projects list. */
export const PROJECTS_PAGE_SIZE = 12;

/**
 * `/projetos`: the brand's projects, a page at a time, by name and status. Typing a name resets
 * the status to 'Todos' (`null`), as the jobs list does (SPEC section 4); only the latest
 * request's answer is shown, so a slow answer to an older search never replaces a newer one.
 */
@injectable()
export class ProjectListStore {
  name = '';
  status: ProjectStatus | null = null;
  pageNumber = 1;
  page: ProjectPage | null = null;
  loading = false;
  error: string | null = null;
  private request = 0;

  constructor(@inject(USE_CASE_TOKENS.ListProjects) private readonly listProjects: Pick<ListProjectsUseCase, 'execute'>) {
    makeAutoObservable<this, 'listProjects' | 'request'>(this, { listProjects: false, request: false }, { autoBind: true });
  }

  /** How many pages the current filters have. */
  get pageCount(): number {
    return this.page === null ? 1 : Math.max(1, Math.ceil(this.page.total / this.page.limit));
  }

  /** A new name: back to 'Todos' and the first page. */
  setName(name: string): Promise<void> {
    this.name = name;
    this.status = null;
    this.pageNumber = 1;
    return this.load();
  }

  setStatus(status: ProjectStatus | null): Promise<void> {
    this.status = status;
    this.pageNumber = 1;
    return this.load();
  }

  setPage(pageNumber: number): Promise<void> {
    this.pageNumber = Math.min(Math.max(1, pageNumber), this.pageCount);
    return this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    this.error = null;
    try {
      const page = await this.listProjects.execute({ name: this.name, status: this.status, page: this.pageNumber, limit: PROJECTS_PAGE_SIZE });
      if (request !== this.request) return;
      runInAction(() => {
        this.page = page;
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.error = errorMessageOf(error, 'Não foi possível carregar seus projetos. Tente de novo.');
      });
    } finally {
      if (request === this.request) {
        runInAction(() => {
          this.loading = false;
        });
      }
    }
  }
}
