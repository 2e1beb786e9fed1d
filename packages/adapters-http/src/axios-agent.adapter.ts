import type { AgentCreator, AgentPort, CreatorAgent, User } from '@publi/application';
import { agentsRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { agentCreatorFromWire, creatorAgentFromWire } from './mappers/agent.mapper.js';
import { userFromWire } from './mappers/user.mapper.js';
import { requestApi } from './request-api.js';

/** {@link AgentPort} over `/account/creator_agent*`, `/account/creator/*agent*` and `/account/creator/account`. */
export class AxiosAgentAdapter implements AgentPort {
  constructor(private readonly client: AxiosInstance) {}

  async getByToken(token: string): Promise<CreatorAgent> {
    return creatorAgentFromWire(await requestApi(this.client, agentsRoutes.getCreatorAgentByToken, { query: { token } }));
  }

  /** The body keeps SPEC's spelling: snake `user_id` beside camel `creatorAgentToken`. */
  async linkAgent(userId: string, agentToken: string): Promise<CreatorAgent> {
    return creatorAgentFromWire(
      await requestApi(this.client, agentsRoutes.linkCreatorAgent, { body: { user_id: userId, creatorAgentToken: agentToken } }),
    );
  }

  async unlink(creatorId?: number): Promise<void> {
    await requestApi(this.client, agentsRoutes.unlinkCreatorAgent, { body: creatorId === undefined ? {} : { creator_id: creatorId } });
  }

  async listCreatorsByAgent(): Promise<readonly AgentCreator[]> {
    return (await requestApi(this.client, agentsRoutes.listAgentCreators)).map(agentCreatorFromWire);
  }

  async getOwnToken(): Promise<string> {
    return (await requestApi(this.client, agentsRoutes.getOwnAgentToken)).token;
  }

  async rotateToken(): Promise<string> {
    return (await requestApi(this.client, agentsRoutes.rotateAgentToken)).token;
  }

  async getManagedCreatorAccount(creatorId: number): Promise<User> {
    return userFromWire(await requestApi(this.client, agentsRoutes.getManagedCreatorAccount, { query: { creator_id: creatorId } }));
  }
}
