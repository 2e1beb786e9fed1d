/**
 * How much the server trusts its surroundings (ARCHITECTURE.md). `demo`, the default: the auth
 * emulator may be in use, whose tokens carry no signature firebase-admin checks, so the server
 * listens on the loopback address only unless `HOST` says otherwise. `production`: real Firebase
 * only, every interface, and it refuses to start without what it needs.
 */
export type PubliMode = 'demo' | 'production';
