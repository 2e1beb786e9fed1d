/**
 * Where the login token is kept between visits (the `userToken` cookie in the browser).
 * `read` answers null for a missing, unreadable or expired token.
 */
export interface TokenStorePort {
  read(): string | null;
  save(token: string): void;
  clear(): void;
}
