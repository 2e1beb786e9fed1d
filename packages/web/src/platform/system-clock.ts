import type { ClockPort } from '@publi/application';

/** The browser's clock, for token expiry. */
export const systemClock: ClockPort = { nowSeconds: () => Math.floor(Date.now() / 1000) };
