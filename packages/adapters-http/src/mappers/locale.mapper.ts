import type { TypeaheadLocale } from '@publi/application';
import type { CreatorTypeaheadWire } from '@publi/contract';

/** A suggested place; the wire tells a state from a city by its pt-BR label ('Estado' or 'Cidade'). */
export function localeFromWire(wire: CreatorTypeaheadWire['locales'][number]): TypeaheadLocale {
  return { name: wire.name, kind: wire.secondary_label === 'Estado' ? 'state' : 'city', state: wire.state };
}
