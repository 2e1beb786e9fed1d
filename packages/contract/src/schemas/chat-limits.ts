// Free of zod: the chat's text box reads it without loading the schemas.
/** The longest chat message, in characters: a long brief fits, a pasted book does not. */
export const CHAT_MESSAGE_MAX = 4000;
