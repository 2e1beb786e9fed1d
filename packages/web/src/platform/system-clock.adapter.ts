import type { ClockPort } from '@publi/application';

/** The browser's clock, for token expiry. */
export class SystemClockAdapter implements ClockPort {
  nowSeconds(): number {
    return Math.floor(Date.now() / 1000);
  }
}
