/**
 * The budgets a caller's calls are counted against, each with its own limit (the server's
 * settings): creating accounts and the payment provider's webhook are counted per network
 * address, the others per caller (their token, or their address without one).
 * - `account-creation`: `POST /account/user`;
 * - `chat`: sending a chat message;
 * - `payment`: paying and asking for a payout, where each try moves money or tests a card;
 * - `webhook`: the payment provider's events;
 * - `write`: every other call that changes something;
 * - `read`: every other read, generously;
 * - `page`: the pages the server draws itself (`/`, `/busca`, `/creator/...`), each a database read and a render;
 * - `file`: stored photos and files, their resized widths and the web build's files, which a page
 *   loads by the dozen: the most generous.
 */
export const RATE_LIMIT_CLASSES = ['account-creation', 'chat', 'payment', 'webhook', 'write', 'read', 'page', 'file'] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];
