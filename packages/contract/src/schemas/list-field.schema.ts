import { z } from 'zod';

/** A list's item schema, pt-BR label with its article (`as cidades`) and most items. */
export interface ListFieldOptions<Item extends z.ZodType> {
  readonly item: Item;
  readonly label: string;
  readonly max: number;
}

/**
 * A list in a JSON body: at most `max` items, each checked by `item`, whose messages sit
 * at `name.0`, `name.1`... so a form can point at the wrong item.
 */
export function listField<Item extends z.ZodType>({ item, label, max }: ListFieldOptions<Item>) {
  // "as redes sociais" -> "Informe no máximo 10 redes sociais."
  const noun = label.replace(/^(?:o|a|os|as) /, '');
  return z.array(item, { error: `Informe ${label} como uma lista.` }).max(max, { error: `Informe no máximo ${max} ${noun}.` });
}

/**
 * A check for a list whose items must differ by `keyOf`: each repeat gets `message` at its
 * own index (and `field` inside it, when given), so the form marks the repeated row.
 */
export function uniqueItems<Item>(keyOf: (item: Item) => unknown, message: string, field?: string) {
  return (payload: z.core.ParsePayload<Item[]>): void => {
    const seen = new Set<unknown>();
    payload.value.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) {
        const path = field === undefined ? [index] : [index, field];
        payload.issues.push({ code: 'custom', message, input: item, path });
      }
      seen.add(key);
    });
  };
}
