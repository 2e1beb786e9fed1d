import { agentTokenField } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { newAgentToken } from './new-agent-token.js';

describe('newAgentToken', () => {
  it('writes 144 random bits the contract accepts as a link token', () => {
    const tokens = Array.from({ length: 200 }, () => newAgentToken());

    for (const token of tokens) {
      expect(agentTokenField().safeParse(token).success).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(18);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
