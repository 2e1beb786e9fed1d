import { agentPortSuite } from '@publi/application/testing';
import { startTestApp } from '@publi/server/testing';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosAgentAdapter } from './axios-agent.adapter.js';
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
// refusals) are the port suite's, which the in-memory adapter passes too.
agentPortSuite(() => ({ ...livePeople(api), ...adapters }));
