import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { cartSchema } from './cart.schema.js';
import { creatorCardSchema } from './creator-card.schema.js';
import { aCreatorCard, aCreatorDetails } from './creator.builder.js';
import { creatorDetailsSchema } from './creator-details.schema.js';

const BANK_KEYS = ['bank', 'bank_account', 'account', 'agency', 'bank_code', 'owner_name', 'owner_document', 'creator_agent_token'];

describe('creatorDetailsSchema', () => {
  it('reads a creator profile', () => {
    expect(creatorDetailsSchema.parse(aCreatorDetails())).toEqual(aCreatorDetails());
  });

  it('drops bank data and the agent token a server query might have picked up', () => {
    const leaky = { ...aCreatorDetails(), bank_account: { account: '1' }, agency: '0001', owner_document: '52998224725', creator_agent_token: 's3cr3t' };
    const sent = JSON.stringify(creatorDetailsSchema.parse(leaky));
    for (const key of BANK_KEYS) expect(sent).not.toContain(`"${key}"`);
  });

  it('describes no bank field in any answer that shows a creator', () => {
    for (const schema of [creatorDetailsSchema, creatorCardSchema, cartSchema]) {
      const described = JSON.stringify(z.toJSONSchema(schema));
      for (const key of BANK_KEYS) expect(described).not.toContain(`"${key}"`);
    }
  });
});

describe('creatorCardSchema', () => {
  it('reads a card and refuses one without prices', () => {
    expect(creatorCardSchema.safeParse(aCreatorCard()).success).toBe(true);
    expect(creatorCardSchema.safeParse({ ...aCreatorCard(), prices: undefined }).success).toBe(false);
  });
});
