/** Asks the identity provider whether it answers: resolves when it does, rejects when it cannot be asked. */
export type IdentityProbePort = () => Promise<void>;
