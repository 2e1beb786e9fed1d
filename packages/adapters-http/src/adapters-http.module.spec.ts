import { InMemoryClock, InMemoryTokenStore, PORT_TOKENS, type CreatorSearchPort, type PostalCodePort } from '@publi/application';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { adaptersHttpModule } from './adapters-http.module.js';
import { AxiosAgentAdapter } from './axios-agent.adapter.js';
import { AxiosChatAdapter } from './axios-chat.adapter.js';
import { AxiosContractAdapter } from './axios-contract.adapter.js';
import { AxiosNotificationAdapter } from './axios-notification.adapter.js';
import { AxiosCreatorSearchAdapter } from './axios-creator-search.adapter.js';
import { ViaCepPostalCodeAdapter } from './via-cep-postal-code.adapter.js';

describe('adaptersHttpModule', () => {
  it('binds the HTTP ports once per container, over the token store the container holds', () => {
    const container = new Container();
    container.bind(PORT_TOKENS.TokenStorePort).toConstantValue(new InMemoryTokenStore(new InMemoryClock()));
    container.load(adaptersHttpModule({ baseURL: 'http://localhost/api' }));
    const search = container.get<CreatorSearchPort>(PORT_TOKENS.CreatorSearchPort);
    expect(search).toBeInstanceOf(AxiosCreatorSearchAdapter);
    expect(container.get(PORT_TOKENS.CreatorSearchPort)).toBe(search);
    expect(container.get(PORT_TOKENS.AgentPort)).toBeInstanceOf(AxiosAgentAdapter);
    expect(container.get<PostalCodePort>(PORT_TOKENS.PostalCodePort)).toBeInstanceOf(ViaCepPostalCodeAdapter);
    // One adapter is both the contract and the proposal port; the chat and the bell have their own.
    expect(container.get(PORT_TOKENS.ProposalPort)).toBe(container.get(PORT_TOKENS.ContractPort));
    expect(container.get(PORT_TOKENS.ContractPort)).toBeInstanceOf(AxiosContractAdapter);
    expect(container.get(PORT_TOKENS.ChatPort)).toBeInstanceOf(AxiosChatAdapter);
    expect(container.get(PORT_TOKENS.NotificationPort)).toBeInstanceOf(AxiosNotificationAdapter);
  });
});
