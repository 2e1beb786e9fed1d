import { fileURLToPath } from 'node:url';

/** The demo brand manager `pnpm start` creates in the auth emulator. */
export const DEMO_BRAND = { email: 'marca@publi.demo', password: 'publi-demo-123' } as const;

/** The demo creator `pnpm start` creates in the auth emulator. */
export const DEMO_CREATOR = { email: 'criadora@publi.demo', password: 'publi-demo-123' } as const;

/** The demo agent `pnpm start` seeds, linked to the demo creator and two others. */
export const DEMO_AGENT = { email: 'agente@publi.demo', password: 'publi-demo-123' } as const;

/**
 * The signed-in state of the demo brand, written by the setup project (tests/auth.setup.ts):
 * the `userToken` cookie and Firebase's IndexedDB, which keeps its own session.
 */
export const BRAND_STATE_FILE = fileURLToPath(new URL('../.auth/brand.json', import.meta.url));

/** The signed-in state of the demo creator, written by the setup project like the brand's. */
export const CREATOR_STATE_FILE = fileURLToPath(new URL('../.auth/creator.json', import.meta.url));

/** The signed-in state of the demo agent, written by the setup project like the brand's. */
export const AGENT_STATE_FILE = fileURLToPath(new URL('../.auth/agent.json', import.meta.url));
