import { agentPortSuite, auditLogPortSuite } from '@publi/application/testing';
import { startTestApp } from '@publi/server/testing';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosAgentAdapter } from './axios-agent.adapter.js';
import { AxiosAuditLogAdapter } from './axios-audit-log.adapter.js';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { HttpCreatorDetailsReads } from './http-creator-details.reads.js';
import { useLiveApi } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';

const api = useLiveApi(startTestApp);
const adapters = {
  agents: new AxiosAgentAdapter(api.client),
  accounts: new AxiosAccountAdapter(api.client),
  profiles: new AxiosCreatorProfileAdapter(api.client, new HttpCreatorDetailsReads(api.read)),
};

// The agents' scenarios (linking, acting for a creator, unlinking, rotating the token, the
// refusals) and the security history's, which records the links, are the port suites', which
// the in-memory adapters pass too.
agentPortSuite(() => ({ ...livePeople(api), ...adapters }));
auditLogPortSuite(() => ({ ...livePeople(api), agents: adapters.agents, auditLog: new AxiosAuditLogAdapter(api.client) }));
