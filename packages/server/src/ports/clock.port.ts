/** The time, passed in so tests and benchmarks control it. */
export interface ClockPort {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: ClockPort = { now: () => new Date() };
