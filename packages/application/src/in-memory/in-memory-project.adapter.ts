import { matchesText } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { Project, ProjectDraft, ProjectListFilter } from '../model/project.model.js';
import type { ProjectPort } from '../ports/project.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** Projects in memory; each brand sees and changes only its own. */
export class InMemoryProjectAdapter implements ProjectPort {
  private readonly projects = new Map<number, Project>();
  private readonly drafts = new Map<number, { readonly owner: string; readonly draft: ProjectDraft }>();
  private lastId = 0;

  /** @param session - who is signed in. */
  constructor(private readonly session: InMemorySession) {}

  /** Creates the project, status `Send briefing`. */
  create(draft: ProjectDraft): Promise<Project> {
    return settle(() => {
      const owner = this.session.requireUserId();
      const id = draft.id ?? this.nextId();
      return this.save({ id, ownerId: owner, status: 'Send briefing', optionIds: [], creatorIds: [], ...fromDraft(draft) });
    });
  }

  /** Replaces the project's wizard fields. */
  update(id: number, draft: ProjectDraft): Promise<Project> {
    return settle(() => this.save({ ...this.own(id), ...fromDraft(draft) }));
  }

  /** Saves the wizard state, giving it an id the first time. */
  saveDraft(draft: ProjectDraft): Promise<ProjectDraft> {
    return settle(() => {
      const owner = this.session.requireUserId();
      const id = draft.id ?? this.nextId();
      const saved = { ...draft, id };
      const earlier = this.drafts.get(id);
      if (earlier !== undefined && earlier.owner !== owner) throw new ApplicationError('AUTH.FORBIDDEN');
      this.drafts.set(id, { owner, draft: saved });
      return saved;
    });
  }

  /** A project by id; `id` and `token` are both required. */
  getDetails(id: number, token: string): Promise<Project> {
    return settle(() => {
      if (!Number.isInteger(id) || id <= 0 || token.trim() === '') throw new ApplicationError('PROJECT.ID_AND_TOKEN_REQUIRED');
      return this.own(id);
    });
  }

  /** Adds a project option. */
  addOption(projectId: number, optionId: number): Promise<Project> {
    return this.edit(projectId, (p) => ({ ...p, optionIds: p.optionIds.includes(optionId) ? p.optionIds : [...p.optionIds, optionId] }));
  }

  /** Removes a project option. */
  removeOption(projectId: number, optionId: number): Promise<Project> {
    return this.edit(projectId, (p) => ({ ...p, optionIds: p.optionIds.filter((id) => id !== optionId) }));
  }

  /** Invites creators; one already in is not added twice. */
  insertCreators(projectId: number, creatorIds: readonly number[]): Promise<Project> {
    return this.edit(projectId, (p) => ({ ...p, creatorIds: [...new Set([...p.creatorIds, ...creatorIds])] }));
  }

  /** Removes creators. */
  removeCreators(projectId: number, creatorIds: readonly number[]): Promise<Project> {
    return this.edit(projectId, (p) => ({ ...p, creatorIds: p.creatorIds.filter((id) => !creatorIds.includes(id)) }));
  }

  /** The signed-in brand's projects matching the filter. */
  list(filter: ProjectListFilter): Promise<readonly Project[]> {
    return settle(() => {
      const owner = this.session.requireUserId();
      return [...this.projects.values()].filter(
        (p) => p.ownerId === owner && (filter.status === undefined || p.status === filter.status) && (filter.name === undefined || matchesText(p.name, filter.name)),
      );
    });
  }

  private nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  private own(id: number): Project {
    const project = this.projects.get(id);
    if (project === undefined) throw new ApplicationError('PROJECT.NOT_FOUND');
    if (project.ownerId !== this.session.requireUserId()) throw new ApplicationError('AUTH.FORBIDDEN');
    return project;
  }

  private edit(id: number, update: (project: Project) => Project): Promise<Project> {
    return settle(() => this.save(update(this.own(id))));
  }

  private save(project: Project): Project {
    this.projects.set(project.id, project);
    return project;
  }
}

function fromDraft(draft: ProjectDraft): Pick<Project, 'name' | 'image' | 'briefing'> {
  if (draft.projectName.trim() === '') throw new ApplicationError('PROJECT.NAME_REQUIRED');
  return { name: draft.projectName.trim(), image: draft.image, briefing: draft.step2 };
}
