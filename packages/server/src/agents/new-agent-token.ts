import { randomBytes } from 'node:crypto';

/** 18 random bytes: 144 bits, written as 24 base64url characters (the contract asks for 128 bits and 16-64 characters). */
const TOKEN_BYTES = 18;

/** A fresh link token for an agent, from the operating system's cryptographic source. */
export function newAgentToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}
