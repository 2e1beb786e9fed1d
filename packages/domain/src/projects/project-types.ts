/**
 * Kinds of project, as the wizard offers them and the creator's jobs list filters by them:
 * the wire value, and the pt-BR label people read.
 * - `paid`: the brand pays the creator in money;
 * - `exchange`: the creator is paid in products or services (permuta);
 * - `ugc`: content the brand publishes on its own channels;
 * - `event`: the creator attends and covers an event.
 */
export const PROJECT_TYPES = [
  { value: 'paid', label: 'Publi paga' },
  { value: 'exchange', label: 'Permuta' },
  { value: 'ugc', label: 'UGC' },
  { value: 'event', label: 'Evento' },
] as const;

/** One of {@link PROJECT_TYPES}' values. */
export type ProjectType = (typeof PROJECT_TYPES)[number]['value'];

/** The pt-BR label of a project type, such as 'Permuta'. */
export function projectTypeLabel(type: ProjectType): string {
  return PROJECT_TYPES.find((candidate) => candidate.value === type)?.label ?? type;
}
