import { z } from 'zod';
import { UNKNOWN_FIELD_MESSAGE } from '../validation/field-messages.js';

/**
 * A request object that refuses fields it does not know (a 400 naming each of them), so a
 * misspelt field (`social_network` for the spec's `social_newtork`) fails loudly instead of
 * being dropped, and nothing unexpected reaches the server's handlers.
 */
export function strictRequest<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_FIELD_MESSAGE : 'Envie um objeto JSON com os campos do pedido.'),
  });
}
