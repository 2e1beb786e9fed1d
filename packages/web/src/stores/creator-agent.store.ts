import type { CreatorAgent, LinkAgentUseCase, User } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { OwnCreatorStore } from './own-creator.store.js';
import { PendingAction } from './pending-action.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * The creator's side of agents ("Meu agente" in `/perfil`): a token the agent handed over is
 * looked up first, so the creator sees the agent's name before confirming; then the link is
 * made. The creator may unlink at any time; from then on the agent's saves are refused.
 */
@injectable()
export class CreatorAgentStore {
  /** The agent the typed token names, shown before confirming. */
  found: CreatorAgent | null = null;
  /** The agent linked in this visit (the profile only knows the linked agent's id). */
  linked: CreatorAgent | null = null;
  /** Set once the creator unlinked in this visit, whatever startup read. */
  unlinked = false;
  private readonly action = new PendingAction<'find' | 'link' | 'unlink'>();

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: Pick<SessionStore, 'user'>,
    @inject(STORE_TOKENS.OwnCreator) private readonly ownCreator: Pick<OwnCreatorStore, 'creator'>,
    @inject(USE_CASE_TOKENS.LinkAgent) private readonly links: LinkAgentUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'ownCreator' | 'links'>(this, { session: false, ownCreator: false, links: false }, { autoBind: true });
  }

  /** The step running, so its button waits. */
  get pending(): 'find' | 'link' | 'unlink' | null {
    return this.action.current;
  }

  /** Whether the creator has an agent: linked now, or as the profile says. */
  get hasAgent(): boolean {
    if (this.linked !== null) return true;
    return !this.unlinked && this.ownCreator.creator?.details.creatorAgentId != null;
  }

  /** Looks the token up; throws `AGENT.NOT_FOUND` with its pt-BR message. */
  async find(token: string): Promise<void> {
    this.found = null;
    await this.action.run('find', async () => {
      const agent = await this.links.find(token);
      runInAction(() => {
        this.found = agent;
      });
    });
  }

  /** Links the agent found by `token` to the creator's own account. */
  async link(token: string): Promise<void> {
    const user: User | null = this.session.user;
    if (user === null) return;
    await this.action.run('link', async () => {
      const agent = await this.links.execute(user.externalId, token);
      runInAction(() => {
        this.linked = agent;
        this.found = null;
        this.unlinked = false;
      });
    });
  }

  async unlink(): Promise<void> {
    await this.action.run('unlink', async () => {
      await this.links.unlink();
      runInAction(() => {
        this.linked = null;
        this.unlinked = true;
      });
    });
  }

  /** Forgets a looked-up agent (the token was edited, or the creator cancelled). */
  forgetFound(): void {
    this.found = null;
  }
}
