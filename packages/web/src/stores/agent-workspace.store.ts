import type { AgentCreator, AgentWorkspaceUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * `/agente`: the signed-in agent's link token (to hand to creators; rotating it makes the old
 * one stop working) and the creators they act for, each with the profile's completion.
 */
@injectable()
export class AgentWorkspaceStore {
  status: LoadStatus = 'idle';
  token: string | null = null;
  creators: readonly AgentCreator[] = [];
  error: string | null = null;
  rotating = false;
  /** The creator being unlinked, while the request runs. */
  unlinking: number | null = null;

  constructor(@inject(USE_CASE_TOKENS.AgentWorkspace) private readonly workspace: Pick<AgentWorkspaceUseCase, 'token' | 'rotateToken' | 'creatorList' | 'unlink'>) {
    makeAutoObservable<this, 'workspace'>(this, { workspace: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const [token, creators] = await Promise.all([this.workspace.token(), this.workspace.creatorList()]);
      runInAction(() => {
        this.token = token;
        this.creators = creators;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error, 'Não foi possível carregar agora. Tente de novo.');
      });
    }
  }

  /** A new token; the old one stops working. Throws the server's refusal. */
  async rotateToken(): Promise<void> {
    this.rotating = true;
    try {
      const token = await this.workspace.rotateToken();
      runInAction(() => {
        this.token = token;
      });
    } finally {
      runInAction(() => {
        this.rotating = false;
      });
    }
  }

  /** Stops acting for creator `creatorId`; the list drops it once the server agreed. */
  async unlink(creatorId: number): Promise<void> {
    this.unlinking = creatorId;
    try {
      await this.workspace.unlink(creatorId);
      runInAction(() => {
        this.creators = this.creators.filter((creator) => creator.id !== creatorId);
      });
    } finally {
      runInAction(() => {
        this.unlinking = null;
      });
    }
  }
}
