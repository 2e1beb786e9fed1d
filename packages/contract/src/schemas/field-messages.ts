// The pt-BR field messages, written from a field's label with its article (`o nome`,
// `a cidade`), so every field says the same things the same way ("Informe o nome.",
// "O nome pode ter no máximo 120 caracteres.").

/** The label at the start of a sentence: `o nome` -> `O nome`. */
export function sentenceCase(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "Informe o nome." */
export function missingMessage(label: string): string {
  return `Informe ${label}.`;
}

/**
 * An error map for a field's type check: "Informe o nome." when the field is missing (or
 * `null` where a value is required), `wrongType` when it has the wrong type (a number where a
 * text goes).
 */
export function missingOr(label: string, wrongType: string): (issue: { readonly input?: unknown }) => string {
  return (issue) => (issue.input === undefined || issue.input === null ? missingMessage(label) : wrongType);
}

/** "O nome pode ter no máximo 120 caracteres." */
export function tooLongMessage(label: string, max: number): string {
  return `${sentenceCase(label)} pode ter no máximo ${max} caracteres.`;
}
