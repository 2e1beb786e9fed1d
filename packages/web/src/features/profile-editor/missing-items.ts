import { PROFILE_SECTIONS, type ProfileCompletion, type ProfileItemKey } from '@publi/domain';
import { FIELD_TARGETS } from './field-targets.js';

/** One item the completion still misses, with where to fill it. */
export interface MissingItem {
  readonly key: ProfileItemKey;
  readonly label: string;
  /** `/perfil/{section}#{field id}`: the section's page, focused on the field. */
  readonly href: string;
}

/** Every missing item of `completion`, in the sections' order, each with a link to its field. */
export function missingItems(completion: ProfileCompletion): readonly MissingItem[] {
  return completion.sections.flatMap((section) => {
    const items: readonly { readonly key: ProfileItemKey; readonly label: string }[] =
      PROFILE_SECTIONS.find((candidate) => candidate.key === section.key)?.items ?? [];
    return items
      .filter((item) => section.missing.includes(item.label))
      .map((item) => ({ key: item.key, label: item.label, href: `/perfil/${FIELD_TARGETS[item.key].slug}#${FIELD_TARGETS[item.key].id}` }));
  });
}
