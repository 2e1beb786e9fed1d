/** The pt-BR field messages of a project's creators, said the same by the server and the in-memory adapter. */
export const PROJECT_MESSAGES = {
  /** A creator id that names no active creator. */
  creatorGone: 'Este criador não existe ou não está mais ativo.',
  /** Removing the last creator of a published project. */
  lastCreator: 'Um projeto publicado precisa de pelo menos um criador.',
} as const;
