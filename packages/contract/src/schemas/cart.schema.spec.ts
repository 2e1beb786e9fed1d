import { describe, expect, it } from 'vitest';
import { aCart, aCartDelivery, aSetCartCreatorsBody } from './cart.builder.js';
import { cartOwnerBodySchema, cartSchema, setCartCreatorsBodySchema } from './cart.schema.js';
import { fieldErrors } from './field-errors.builder.js';

describe('setCartCreatorsBodySchema', () => {
  it('takes one delivery, to set that creator’s', () => {
    expect(setCartCreatorsBodySchema.parse({ creators: aCartDelivery() })).toEqual({ creators: { creator_id: 7, stories: 2, feed: 1, tiktok: 0 } });
  });

  it('takes a list, to replace the cart, an empty one included', () => {
    expect(setCartCreatorsBodySchema.parse(aSetCartCreatorsBody()).creators).toHaveLength(2);
    expect(setCartCreatorsBodySchema.parse({ creators: [] })).toEqual({ creators: [] });
  });

  it('reads a format left out as 0 pieces', () => {
    expect(setCartCreatorsBodySchema.parse({ creators: { creator_id: 3, tiktok: 2 } }).creators).toEqual({ creator_id: 3, stories: 0, feed: 0, tiktok: 2 });
  });

  it('refuses a delivery of nothing, at that delivery', () => {
    expect(fieldErrors(setCartCreatorsBodySchema, { creators: [aCartDelivery(), aCartDelivery({ creator_id: 9, stories: 0, feed: 0 })] })).toEqual({
      'creators.1': 'Peça pelo menos uma entrega: stories, feed ou TikTok.',
    });
  });

  it('puts each problem at its field inside the list or the single delivery', () => {
    expect(fieldErrors(setCartCreatorsBodySchema, { creators: [aCartDelivery({ stories: 51, creator_id: '7' })] })).toEqual({
      'creators.0.creator_id': 'O id do criador deve ser um número inteiro positivo.',
      'creators.0.stories': 'O número de stories deve ser um número inteiro de 0 a 50.',
    });
    expect(fieldErrors(setCartCreatorsBodySchema, { creators: aCartDelivery({ feed: 1.5, price: '10.00' }) })).toEqual({
      'creators.feed': 'O número de posts no feed deve ser um número inteiro de 0 a 50.',
      'creators.price': 'Campo não reconhecido. Remova-o e tente de novo.',
    });
  });

  it('says what creators must be when it is neither a delivery nor a list', () => {
    expect(fieldErrors(setCartCreatorsBodySchema, {})).toEqual({ creators: 'Informe os criadores.' });
    expect(fieldErrors(setCartCreatorsBodySchema, { creators: 'todos' })).toEqual({ creators: 'Envie uma entrega ou uma lista de entregas em creators.' });
  });

  it('holds at most 200 creators', () => {
    const creators = Array.from({ length: 201 }, (_, index) => aCartDelivery({ creator_id: index + 1 }));
    expect(fieldErrors(setCartCreatorsBodySchema, { creators })).toEqual({ creators: 'Um carrinho pode ter no máximo 200 criadores.' });
  });
});

describe('cartOwnerBodySchema', () => {
  it('needs the user_id, with the spec’s message', () => {
    expect(fieldErrors(cartOwnerBodySchema, {})).toEqual({ user_id: 'Informe o user_id.' });
    expect(cartOwnerBodySchema.parse({ user_id: ' abc ' })).toEqual({ user_id: 'abc' });
  });
});

describe('cartSchema', () => {
  it('reads a cart answer with each creator’s card', () => {
    expect(cartSchema.safeParse(aCart()).success).toBe(true);
  });
});
